import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import type { Config } from "../config.js";
import type { Database } from "./database.js";
import * as schema from "./schema/index.js";

/** The part of a pino/Fastify logger the pool needs to report dropped connections. */
export interface DatabaseLogger {
  error(object: object, message: string): void;
}

/**
 * Opens the database the configuration asks for: a PostgreSQL server when
 * DATABASE_URL is set, otherwise the embedded PGlite database in
 * `<DATA_DIR>/pglite` (created on first start). Does not migrate: see
 * migrateDatabase.
 */
export async function createDatabase(
  config: Pick<Config, "dataDir" | "databaseUrl">,
  logger?: DatabaseLogger,
): Promise<Database> {
  if (config.databaseUrl !== undefined) {
    return openPostgres(config.databaseUrl, logger);
  }
  return openPglite(path.join(config.dataDir, "pglite"));
}

async function openPglite(directory: string): Promise<Database> {
  await mkdir(directory, { recursive: true });
  const client = await PGlite.create(directory);
  const db = drizzlePglite({ client, schema });
  return {
    kind: "pglite",
    db,
    client,
    close: once(async () => {
      if (!client.closed) await client.close();
    }),
  };
}

async function openPostgres(connectionString: string, logger?: DatabaseLogger): Promise<Database> {
  const client = new pg.Pool({
    connectionString,
    // Without a timeout a missing server makes /healthz and start-up hang
    // instead of failing.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    max: 10,
  });
  // An idle connection dropped by the server emits 'error' on the pool; left
  // unhandled that event would crash the process. The pool replaces the
  // connection on next use, so logging is enough.
  client.on("error", (error) => {
    logger?.error({ err: error }, "idle PostgreSQL connection failed");
  });
  // A connection checked out (in a transaction, between two statements) when
  // the server ends it emits 'error' on the client itself, which the pool does
  // not listen to while the client is out: unhandled, it crashed the process
  // on a database restart (issue #19, api/faults/postgres-restart.test.ts).
  // The statement in progress fails on its own and the pool drops the broken
  // client when it comes back, so logging is enough here too.
  client.on("connect", (connection) => {
    connection.on("error", (error) => {
      logger?.error({ err: error }, "PostgreSQL connection in use failed");
    });
    connection.on("end", () => giveBackIfLent(connection));
  });
  // drizzle's transaction() sends BEGIN before the try/finally that releases
  // its client (drizzle-orm issues 6023, 6241): when the server ends the
  // connection just as it is lent out, BEGIN fails and the client is never
  // given back. Each such client took a pool slot for good, and pool.end()
  // waited for it forever: SIGTERM after a database restart hung until
  // main.ts's 10 s and exited 1 (issue #19). A client whose connection ended
  // while lent out can serve nobody: the pool takes it back at once with the
  // error (so drops it), and the borrower's own release, if it ever comes,
  // does nothing instead of throwing "release called twice".
  const lent = new Set<pg.PoolClient>();
  client.on("acquire", (connection) => lent.add(connection));
  client.on("release", (_error, connection) => lent.delete(connection));
  function giveBackIfLent(connection: pg.PoolClient): void {
    if (!lent.has(connection)) return;
    const release = connection.release.bind(connection);
    connection.release = () => {};
    release(new Error("PostgreSQL connection ended while lent out"));
  }
  const db = drizzleNodePostgres({ client, schema });
  return {
    kind: "postgres",
    db,
    client,
    close: once(() => client.end()),
  };
}

function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
}
