import { inject } from "vitest";
import { createScratchDatabase } from "./scratch-database.js";
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
  /**
   * The same, but with every migration and the seed applied: the state a
   * first start leaves. The app still runs its migrations on start (a no-op
   * check then), so tests that are not about migrating skip only the wait.
   */
  createMigrated(): Promise<EmptyDatabase>;
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
    async createMigrated() {
      const dataDir = await makePgliteDataDir("pglite", { migrated: true });
      return { env: { DATA_DIR: dataDir.path }, dispose: dataDir.remove };
    },
  },
  {
    name: "PostgreSQL",
    available: testDatabaseUrl !== undefined,
    createEmpty: () => postgresDatabase(),
    createMigrated: () => postgresDatabase(inject("postgresTemplateDatabase")),
  },
];

async function postgresDatabase(template?: string): Promise<EmptyDatabase> {
  if (testDatabaseUrl === undefined) throw new Error("TEST_DATABASE_URL is not set");
  const dataDir = await makeTempDir("pg");
  const database = await createScratchDatabase(testDatabaseUrl, "file", template);
  return {
    env: { DATA_DIR: dataDir.path, DATABASE_URL: database.url },
    async dispose() {
      await database.drop();
      await dataDir.remove();
    },
  };
}
