import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** A data folder holding an initialised, unmigrated PGlite database. */
    pgliteTemplateDir: string;
  }
}

/**
 * Initialising a new PGlite database (its initdb) takes 5–10 s, copying one
 * takes milliseconds. Test files that need "a new empty database" copy this
 * template instead; the first-start test still starts from an empty folder.
 */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "mvpn-api-template-"));
  const client = await PGlite.create(path.join(dataDir, "pglite"));
  await client.close();
  project.provide("pgliteTemplateDir", dataDir);
  return async () => {
    await rm(dataDir, { recursive: true, force: true });
  };
}
