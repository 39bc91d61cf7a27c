import type { AppDb } from "../db/database.js";
import type { PaymentAdapter } from "./adapter.js";
import type { Clock } from "./clock.js";
import { GapSandboxAdapter } from "./gap/sandbox-adapter.js";
import { createPdSandboxAdapter } from "./pd/sandbox-adapter.js";
import { PROVIDER_IDS, type ProviderId } from "./providers.js";
import { createPsSandboxAdapter } from "./ps/sandbox-adapter.js";
import { createRzSandboxAdapter } from "./rz/sandbox-adapter.js";
import { S1SandboxAdapter } from "./s1/sandbox-adapter.js";
import { SandboxCardTokens } from "./s1/sandbox-tokens.js";
import type { SandboxLinks } from "./sandbox/links.js";
import { SandboxLedger } from "./sandbox/sandbox-ledger.js";
import { type PaymentsSettings, PaymentsSettingsError, secretVariable } from "./settings.js";
import { createSoSandboxAdapter } from "./so/sandbox-adapter.js";
import { createTpaSandboxAdapter } from "./tpa/sandbox-adapter.js";

/**
 * Live adapters, by provider: a factory gets the provider's secret. None is
 * built in yet: a real integration adds payments/<id>/live-adapter.ts and an
 * entry here (docs/payments.md, "Writing a live adapter").
 */
export const LIVE_ADAPTERS: Partial<
  Record<ProviderId, (secret: string, settings: PaymentsSettings) => PaymentAdapter>
> = {};

export interface AdapterSet {
  adapters: ReadonlyMap<ProviderId, PaymentAdapter>;
  ledger: SandboxLedger;
  cardTokens: SandboxCardTokens;
}

/**
 * One adapter per provider: live when its secret is set, the sandbox when it
 * is not and the sandbox is on, none (unavailable) otherwise.
 *
 * @throws PaymentsSettingsError when a secret is set for a provider this build
 *   has no live adapter for: starting anyway would either ignore the operator
 *   or silently fall back to the sandbox and hand out VIP time for free.
 */
export function createAdapters(
  db: AppDb,
  clock: Clock,
  settings: PaymentsSettings,
  links: SandboxLinks,
): AdapterSet {
  const ledger = new SandboxLedger(db, clock);
  const cardTokens = new SandboxCardTokens(db, clock);
  const adapters = new Map<ProviderId, PaymentAdapter>();
  for (const provider of PROVIDER_IDS) {
    const secret = settings.secrets[provider];
    if (secret !== undefined) {
      const live = LIVE_ADAPTERS[provider];
      if (!live) {
        throw new PaymentsSettingsError(
          `${secretVariable(provider)} is set, but this build has no live adapter for "${provider}": add one (docs/payments.md) or unset the variable to use the sandbox.`,
        );
      }
      adapters.set(provider, live(secret, settings));
    } else if (settings.sandbox) {
      adapters.set(provider, sandboxAdapter(provider, ledger, cardTokens, links));
    }
  }
  return { adapters, ledger, cardTokens };
}

function sandboxAdapter(
  provider: ProviderId,
  ledger: SandboxLedger,
  cardTokens: SandboxCardTokens,
  links: SandboxLinks,
): PaymentAdapter {
  switch (provider) {
    case "s1":
      return new S1SandboxAdapter(ledger, cardTokens, links);
    case "gap":
      return new GapSandboxAdapter(ledger);
    case "pd":
      return createPdSandboxAdapter(ledger, links);
    case "ps":
      return createPsSandboxAdapter(ledger, links);
    case "rz":
      return createRzSandboxAdapter(ledger, links);
    case "tpa":
      return createTpaSandboxAdapter(ledger, links);
    case "so":
      return createSoSandboxAdapter(ledger, links);
  }
}
