import { cp, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { inject } from "vitest";

/** A new empty folder under this run's temp folder (see global-setup.ts), and a way to remove it. */
export async function makeTempDir(
  label: string,
): Promise<{ path: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(inject("testTempRoot"), `${label}-`));
  return { path: dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * A data folder holding a new PGlite database, copied from a template
 * test/global-setup.ts made: initialised and unmigrated, or with `migrated`,
 * as a first start leaves it.
 */
export async function makePgliteDataDir(
  label: string,
  { migrated = false }: { migrated?: boolean } = {},
): Promise<{ path: string; remove(): Promise<void> }> {
  const dataDir = await makeTempDir(label);
  const template = inject(migrated ? "pgliteMigratedTemplateDir" : "pgliteTemplateDir");
  await cp(path.join(template, "pglite"), path.join(dataDir.path, "pglite"), { recursive: true });
  return dataDir;
}
