import { randomBytes } from "node:crypto";
import pg from "pg";
import { makePgliteDataDir, makeTempDir } from "./temp-dir.js";

/**
 * The databases the database tests run against: PGlite always, and a
 * PostgreSQL server when TEST_DATABASE_URL is set (e.g.
 * postgres://postgres@127.0.0.1:5432/test). Without it the PostgreSQL row is
 * listed as skipped, so a green run says which databases it covered.
 */
export interface DatabaseTarget {
  name: "PGlite" | "PostgreSQL";
  available: boolean;
  /**
   * Environment for loadConfig that points at a new database with no tables.
   * `firstStart`: for PGlite, an empty DATA_DIR (slow: initdb) instead of a
   * copy of the initialised template.
   */
  createEmpty(options?: { firstStart?: boolean }): Promise<EmptyDatabase>;
}

export interface EmptyDatabase {
  env: { DATA_DIR: string; DATABASE_URL?: string };
  dispose(): Promise<void>;
}

const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;

export const databaseTargets: DatabaseTarget[] = [
  {
    name: "PGlite",
    available: true,
    async createEmpty({ firstStart = false } = {}) {
      const dataDir = firstStart ? await makeTempDir("pglite") : await makePgliteDataDir("pglite");
      return { env: { DATA_DIR: dataDir.path }, dispose: dataDir.remove };
    },
  },
  {
    name: "PostgreSQL",
    available: testDatabaseUrl !== undefined,
    async createEmpty() {
      if (testDatabaseUrl === undefined) throw new Error("TEST_DATABASE_URL is not set");
      const dataDir = await makeTempDir("pg");
      const database = await createScratchDatabase(testDatabaseUrl);
      return {
        env: { DATA_DIR: dataDir.path, DATABASE_URL: database.url },
        async dispose() {
          await database.drop();
          await dataDir.remove();
        },
      };
    },
  },
];

/**
 * A new database on the TEST_DATABASE_URL server, dropped afterwards. A fresh
 * database per test file (rather than dropping tables in a shared one) keeps
 * runs repeatable and lets test files run in parallel. The role needs the
 * CREATEDB privilege (the postgres superuser has it).
 */
async function createScratchDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `mvpn_api_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await runOnServer(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // WITH (FORCE) ends connections a failed test may have left open.
    drop: () => runOnServer(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}

async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
