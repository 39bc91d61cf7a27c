import type { FastifyInstance } from "fastify";
import { accountRoutes } from "./account/index.js";
import { analyticsRoutes } from "./analytics/events.js";
import { botRoutes } from "./bot/challenge.js";
import { remoteConfigRoute } from "./config/remote-config.js";
import { devContactRoute } from "./dev/contact-page.js";
import { devOrdersRoute } from "./dev/orders-page.js";
import { devOutboxRoute } from "./dev/outbox-page.js";
import { healthRoutes } from "./health/healthz.js";
import { paymentRoutes } from "./payment/index.js";
import { contactUsRoute } from "./report/contact-us.js";
import { toolsRoutes } from "./tools/tools.js";

/**
 * Every area of the api, one folder each under routes/ (SPEC.md §7: account,
 * report, payment, l10n, …). A new area exports an async plugin function and
 * is registered here. Calls of §7 are mounted with routes/mount.ts
 * (plainRoute / protectedRoute), which gives them the /api/mms or /ws prefix,
 * the X-App-Type check, auth, validation, the envelope and OpenAPI.
 * Inside, `app.database.db` is the drizzle instance and `app.config` the config.
 */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(botRoutes);
  await app.register(accountRoutes);
  await app.register(contactUsRoute);
  await app.register(analyticsRoutes);
  await app.register(remoteConfigRoute);
  await app.register(devOutboxRoute);
  await app.register(devOrdersRoute);
  await app.register(devContactRoute);
  await app.register(paymentRoutes);
  await app.register(toolsRoutes);
}
