import type { FastifyInstance } from "fastify";
import { healthRoutes } from "./health/healthz.js";

/**
 * Every area of the api, one folder each under routes/ (SPEC.md §7: account,
 * report, payment, l10n, …). A new area exports an async plugin function and
 * is registered here, with its path prefix when it has one, e.g.
 * `await app.register(accountRoutes, { prefix: "/api/mms/account/v1" })`.
 * Inside, `app.database.db` is the drizzle instance and `app.config` the config.
 */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
}
