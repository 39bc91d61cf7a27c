import { cp, mkdir, mkdtemp, rm, statfs } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { createDatabase, migrateDatabase } from "../src/db/index.js";
import { createScratchDatabase } from "./helpers/scratch-database.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** The folder every temporary folder of this run goes in (removed at the end). */
    testTempRoot: string;
    /** A data folder holding an initialised, unmigrated PGlite database. */
    pgliteTemplateDir: string;
    /** A data folder holding a PGlite database with every migration and the seed applied. */
    pgliteMigratedTemplateDir: string;
    /** A migrated, seeded database on the TEST_DATABASE_URL server to copy with CREATE DATABASE … TEMPLATE. */
    postgresTemplateDatabase: string | undefined;
  }
}

/**
 * Initialising a new PGlite database (its initdb) takes 5–10 s, migrating it
 * about a second; copying a data folder takes milliseconds on tmpfs. Test files
 * copy these templates instead: the empty one where the test is about
 * migrating or first start, the migrated one (exactly what a first start
 * leaves behind) everywhere else.
 */
export default async function setup(project: TestProject) {
  const root = await mkdtemp(path.join(await fastTempParent(), "mvpn-api-test-"));
  const removeRoot = () => rm(root, { recursive: true, force: true });
  let dropPostgresTemplate: (() => Promise<void>) | undefined;
  try {
    const emptyDir = path.join(root, "template-empty");
    await mkdir(emptyDir);
    const client = await PGlite.create(path.join(emptyDir, "pglite"));
    await client.close();

    const migratedDir = path.join(root, "template-migrated");
    await cp(emptyDir, migratedDir, { recursive: true });
    await migrated({ dataDir: migratedDir, databaseUrl: undefined });

    let postgresTemplate: string | undefined;
    const serverUrl = process.env.TEST_DATABASE_URL?.trim();
    if (serverUrl) {
      const template = await createScratchDatabase(serverUrl, "template");
      dropPostgresTemplate = template.drop;
      await migrated({ dataDir: root, databaseUrl: template.url });
      postgresTemplate = template.name;
    }

    project.provide("testTempRoot", root);
    project.provide("pgliteTemplateDir", emptyDir);
    project.provide("pgliteMigratedTemplateDir", migratedDir);
    project.provide("postgresTemplateDatabase", postgresTemplate);
  } catch (error) {
    await dropPostgresTemplate?.();
    await removeRoot();
    throw error;
  }
  return async () => {
    await dropPostgresTemplate?.();
    await removeRoot();
  };
}

async function migrated(config: { dataDir: string; databaseUrl: string | undefined }) {
  const database = await createDatabase(config);
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
}

/**
 * Every test file copies a 40 MB PGlite folder at least once: in memory
 * (/dev/shm) that is far faster than on disk. Containers often give /dev/shm
 * only 64 MB, so it has to have room for a few dozen copies; otherwise the
 * system temp folder.
 */
async function fastTempParent(): Promise<string> {
  const shm = "/dev/shm";
  try {
    const { bavail, bsize } = await statfs(shm);
    if (bavail * bsize >= 2 * 1024 ** 3) return shm;
  } catch {
    // No /dev/shm (not Linux): fall through.
  }
  return os.tmpdir();
}
