import type { FastifyInstance } from "fastify";
import { loadAltchaHmacKey } from "../../bot-protection/hmac-key.js";
import { DeviceCookies } from "../../payments/device-cookie.js";
import { Payments } from "../../payments/payments.js";
import { SandboxLinks } from "../../payments/sandbox/links.js";
import { RENEWAL_INTERVAL_MS, readPaymentsSettings } from "../../payments/settings.js";
import { pricesRoutes } from "../l10n/prices.js";
import { sandboxPageRoutes } from "../sandbox/checkout-pages.js";
import { s1TokenRoutes } from "../sandbox/s1-tokens.js";
import { planRoutes } from "./plans.js";
import { purchaseRoutes } from "./purchase.js";
import { chargeRoutes } from "./s1-and-gap.js";
import { subscriptionRoutes } from "./subscription-my.js";

declare module "fastify" {
  interface FastifyInstance {
    /** Plans, orders, provider adapters and the sandbox (payments/payments.ts). */
    payments: Payments;
  }
}

/**
 * Everything payments: the calls of SPEC.md §7 "Payments" under /api/mms
 * (and /ws for s1/create_subscription), /l10n/prices, and the sandbox
 * providers' pages under /sandbox. Decorates `app.payments` on the app
 * itself (not only inside this plugin) so tests and tools reach it, e.g.
 * `app.payments.useClock(clock)`. Settings come from PAYMENTS_* variables
 * (payments/settings.ts).
 */
async function paymentsPlugin(app: FastifyInstance): Promise<void> {
  const settings = readPaymentsSettings(process.env, app.config.nodeEnv);
  // The sandbox pages' links and the browsers' device cookies are signed with
  // keys derived from one every instance shares (the ALTCHA key:
  // ALTCHA_HMAC_KEY, or the one in DATA_DIR).
  const secret = await loadAltchaHmacKey(app.config.altchaHmacKey, app.config.dataDir);
  const links = settings.sandbox ? new SandboxLinks(secret) : new SandboxLinks();
  const devices = new DeviceCookies(secret);
  const mail = { db: app.database.db, mailer: app.mailer, publicUrl: app.config.publicUrl };
  const payments = new Payments(app.database.db, settings, links, devices, { mail, log: app.log });
  app.decorate("payments", payments);
  // The renewal job runs in every api process (the renewal order's unique key
  // keeps instances from charging twice); app.close (SIGTERM) stops its timer
  // and waits for a run in progress, before the database closes.
  payments.renewals.start(settings.renewalIntervalMs ?? RENEWAL_INTERVAL_MS);
  app.addHook("onClose", async () => {
    await payments.renewals.stop();
  });
  await app.register(planRoutes);
  await app.register(purchaseRoutes);
  await app.register(chargeRoutes);
  await app.register(subscriptionRoutes);
  await app.register(pricesRoutes);
  await app.register(sandboxPageRoutes);
  await app.register(s1TokenRoutes);
}

// Like fastify-plugin: no encapsulation, so the decoration is the app's.
Object.assign(paymentsPlugin, { [Symbol.for("skip-override")]: true });

export const paymentRoutes = paymentsPlugin;
