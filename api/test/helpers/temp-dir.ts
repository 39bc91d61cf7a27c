import { cp, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";

/** A new empty folder under the system temp folder, and a way to remove it. */
export async function makeTempDir(
  label: string,
): Promise<{ path: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `mvpn-api-${label}-`));
  return { path: dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * A data folder holding a new, empty (initialised, unmigrated) PGlite
 * database, copied from the template test/global-setup.ts made.
 */
export async function makePgliteDataDir(
  label: string,
): Promise<{ path: string; remove(): Promise<void> }> {
  const dataDir = await makeTempDir(label);
  await cp(path.join(inject("pgliteTemplateDir"), "pglite"), path.join(dataDir.path, "pglite"), {
    recursive: true,
  });
  return dataDir;
}
