import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePostgres } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrationsFolder as defaultMigrationsFolder } from "../paths.js";
import type { Database } from "./database.js";
import * as schema from "./schema/index.js";
import { seedDatabase } from "./seed.js";

/**
 * Key of the PostgreSQL advisory lock held while migrating: "mvpn" in ASCII.
 * Any fixed number works as long as every instance uses the same one.
 */
export const MIGRATION_LOCK_ID = 0x6d76706e;

/**
 * Applies the pending SQL migrations of `api/drizzle/` and then the seed.
 * Safe to run on every start: drizzle records applied migrations in
 * `drizzle.__drizzle_migrations` and skips them.
 *
 * On a PostgreSQL server several api instances may start together; they take
 * turns through a session advisory lock so that only one migrates at a time
 * (the others then find nothing left to do). PGlite lives inside this process,
 * so there is nobody to race with.
 */
export async function migrateDatabase(
  database: Database,
  migrationsFolder: string = defaultMigrationsFolder,
): Promise<void> {
  if (database.kind === "pglite") {
    await migratePglite(drizzlePglite({ client: database.client }), { migrationsFolder });
    await seedDatabase(database.db);
    return;
  }

  // The lock belongs to a session, so lock, migrate and unlock on one connection.
  const connection = await database.client.connect();
  let failure: Error | undefined;
  try {
    await connection.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    try {
      const db = drizzleNodePostgres({ client: connection, schema });
      await migrateNodePostgres(db, { migrationsFolder });
      await seedDatabase(db);
    } finally {
      await connection.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]);
    }
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    // A connection that failed may still hold the lock: destroy it rather than
    // return it to the pool (closing the session releases the lock).
    connection.release(failure);
  }
}
