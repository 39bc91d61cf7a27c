import pg from "pg";
import { createDatabase, type Database } from "../../src/db/index.js";
import {
  createScratchDatabase,
  type ScratchDatabase,
} from "../../test/helpers/scratch-database.js";

/**
 * The PostgreSQL server the fault tests use: TEST_DATABASE_URL when set, else
 * the local one. Its role must be allowed to create databases and to end other
 * sessions (the postgres superuser is).
 */
export const SERVER_URL =
  process.env.TEST_DATABASE_URL?.trim() || "postgres://postgres@127.0.0.1:5432/postgres";

/** Whether the server answers, decided once (describe.skipIf needs it before any hook). */
export const postgresAvailable: boolean = await probe();

async function probe(): Promise<boolean> {
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export interface FaultDatabase {
  scratch: ScratchDatabase;
  /** Opens a drizzle connection of the test's own to the scratch database (after the api migrated it). */
  open(): Promise<Database>;
  /** Ends every connection to the scratch database but the admin's; answers how many it ended. */
  terminateConnections(): Promise<number>;
  dispose(): Promise<void>;
}

/** An empty scratch database: the api migrates and seeds it when it starts. */
export async function createFaultDatabase(label: string): Promise<FaultDatabase> {
  const scratch = await createScratchDatabase(SERVER_URL, `faults_${label}`);
  const admin = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 5_000 });
  await admin.connect();
  const opened: Database[] = [];
  return {
    scratch,
    async open() {
      const database = await createDatabase({ dataDir: "/nonexistent", databaseUrl: scratch.url });
      opened.push(database);
      return database;
    },
    async terminateConnections() {
      const result = await admin.query<{ ended: boolean }>(
        "select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [scratch.name],
      );
      return result.rows.filter((row) => row.ended).length;
    },
    async dispose() {
      // Bounded: a pool that cannot end (the bug postgres-restart checks) must
      // fail its test, not stall the hook; the drop below ends its connections.
      for (const database of opened) {
        await Promise.race([
          database.close().catch(() => {}),
          new Promise((resolve) => setTimeout(resolve, 5_000).unref()),
        ]);
      }
      await admin.end().catch(() => {});
      await scratch.drop();
    },
  };
}
