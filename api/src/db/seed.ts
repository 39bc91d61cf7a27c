import { REMOTE_CONFIG_DEFAULT_VALUE, REMOTE_CONFIG_KEYS } from "@mvpn/contract/constants";
import type { AppDb } from "./database.js";
import { remoteConfig } from "./schema/index.js";
import { seedPayments } from "./seed-payments.js";

/** The remote promotion config keys of SPEC.md §7 (the contract's list); "{}" means nothing configured. */
export { REMOTE_CONFIG_KEYS };

/**
 * Inserts the rows the api expects to exist. Runs after migrations on every
 * start, so it must be idempotent and must never overwrite what an operator
 * has changed since: insert … on conflict do nothing.
 */
export async function seedDatabase(db: AppDb): Promise<void> {
  await db
    .insert(remoteConfig)
    .values(REMOTE_CONFIG_KEYS.map((key) => ({ key, value: REMOTE_CONFIG_DEFAULT_VALUE })))
    .onConflictDoNothing({ target: remoteConfig.key });
  // Plans and their prices per currency (db/seed-payments.ts).
  await seedPayments(db);
}
