import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Pool } from "pg";
import type * as schema from "./schema/index.js";

export type Schema = typeof schema;

/**
 * The drizzle instance routes use. Typed as the driver-neutral PostgreSQL
 * database so the same query code runs on PGlite and on a PostgreSQL server.
 */
export type AppDb = PgDatabase<PgQueryResultHKT, Schema>;

interface DatabaseCommon {
  db: AppDb;
  /** Closes the connection(s). Safe to call more than once. */
  close(): Promise<void>;
}

/** The embedded database: PostgreSQL compiled to WASM, in this process. */
export interface PgliteDatabaseHandle extends DatabaseCommon {
  kind: "pglite";
  client: PGlite;
}

/** A PostgreSQL server reached through a `pg` connection pool. */
export interface PostgresDatabaseHandle extends DatabaseCommon {
  kind: "postgres";
  client: Pool;
}

/** What createDatabase returns; `client` is for driver-specific work (migrations). */
export type Database = PgliteDatabaseHandle | PostgresDatabaseHandle;
