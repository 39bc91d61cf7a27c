import type { AppDb } from "../db/database.js";
import { ApiError } from "../http/envelope.js";
import type { PaymentAdapter } from "./adapter.js";
import { createAdapters } from "./adapters.js";
import { type Clock, systemClock } from "./clock.js";
import { DeviceCookies } from "./device-cookie.js";
import { OrdersService, PROVIDER_UNAVAILABLE } from "./orders/orders-service.js";
import { PlanCatalog } from "./plans/plan-catalog.js";
import type { ProviderId } from "./providers.js";
import type { SandboxCardTokens } from "./s1/sandbox-tokens.js";
import { SandboxLinks } from "./sandbox/links.js";
import type { SandboxLedger } from "./sandbox/sandbox-ledger.js";
import type { PaymentsSettings } from "./settings.js";
import { RenewalJob } from "./subscriptions/renewal-job.js";
import type { RenewalMailer } from "./subscriptions/renewal-mail.js";

/**
 * Everything payments, wired once per app: the plan catalog (cached), the
 * orders service, the provider adapters and the sandbox's own books. Routes
 * reach it as `app.payments`.
 */
export class Payments {
  readonly catalog: PlanCatalog;
  readonly orders: OrdersService;
  readonly ledger: SandboxLedger;
  readonly cardTokens: SandboxCardTokens;
  /** Signs and checks the addresses of the sandbox's hosted pages. */
  readonly links: SandboxLinks;
  /** Gives browsers their signed device id and reads it back (the trial, once per browser). */
  readonly devices: DeviceCookies;
  /** Charges renewals when subscriptions end; its timer starts with startRenewals(). */
  readonly renewals: RenewalJob;
  /** Where the renewal mails go (set by the plugin; none in tests that build Payments alone). */
  readonly mail: RenewalMailer | undefined;
  private readonly adapters: ReadonlyMap<ProviderId, PaymentAdapter>;
  private clockSource: Clock = systemClock;
  /** The clock every part reads; useClock() swaps what it delegates to. */
  readonly clock: Clock = { now: () => this.clockSource.now() };

  constructor(
    readonly db: AppDb,
    readonly settings: PaymentsSettings,
    links: SandboxLinks = new SandboxLinks(),
    devices: DeviceCookies = new DeviceCookies(),
    options: { mail?: RenewalMailer; log?: { error(object: object, message: string): void } } = {},
  ) {
    this.links = links;
    this.devices = devices;
    const set = createAdapters(db, this.clock, settings, links);
    this.adapters = set.adapters;
    this.ledger = set.ledger;
    this.cardTokens = set.cardTokens;
    this.catalog = new PlanCatalog(db, this.clock);
    this.orders = new OrdersService(db, this.clock, this.catalog, (id) => this.adapters.get(id));
    this.mail = options.mail;
    this.renewals = new RenewalJob({
      db,
      clock: this.clock,
      orders: this.orders,
      adapterOf: (id) => this.adapters.get(id),
      ...(options.mail && { mail: options.mail }),
      ...(options.log && { log: options.log }),
    });
  }

  /** Tests: read time from another clock (a ManualClock) from now on. */
  useClock(clock: Clock): void {
    this.clockSource = clock;
    this.catalog.invalidate();
  }

  adapter(provider: ProviderId): PaymentAdapter | undefined {
    return this.adapters.get(provider);
  }

  /** The error of a call for a provider this deployment does not offer (503). */
  unavailable(): ApiError {
    return new ApiError(503, 503, PROVIDER_UNAVAILABLE);
  }

  /** The providers this deployment can take payments with. */
  available(): PaymentAdapter[] {
    return [...this.adapters.values()];
  }

  /** True when at least one provider runs in the sandbox (the /sandbox pages exist). */
  get sandboxActive(): boolean {
    return this.available().some((adapter) => adapter.mode === "sandbox");
  }
}
