import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { brandConfig } from "../scripts/brands.config";
import { brandTokensFile, outputFiles, packageRoot } from "../scripts/lib/build-token-outputs";

const manifest = JSON.parse(readFileSync(join(packageRoot, "package.json"), "utf8"));

/** Every file the exports map points at, e.g. ./dist/index.d.cts. */
function exportTargets(entry: unknown): string[] {
  if (typeof entry === "string") return [entry];
  if (entry && typeof entry === "object") return Object.values(entry).flatMap(exportTargets);
  return [];
}

describe("given package.json", () => {
  it("should export exactly the CSS files the token build writes", () => {
    const cssTargets = exportTargets(manifest.exports).filter((target) => target.endsWith(".css"));
    const written = [
      ...Object.values(outputFiles),
      ...brandConfig.map((brand) => brandTokensFile(brand.name)),
    ]
      .filter((file) => file.endsWith(".css"))
      .map((file) => `./${file}`);
    expect(cssTargets.sort()).toEqual(written.sort());
  });

  it("should run the token build before tsup", () => {
    expect(manifest.scripts.build).toBe("tsx scripts/build-tokens.ts && tsup");
  });

  const built = existsSync(join(packageRoot, "dist/index.js"));
  it.runIf(built)("should point every export at a file that the build produced", () => {
    // A subpath pattern (./dist/fonts/*.woff2) must match at least one built file.
    const produced = (target: string) => {
      if (!target.includes("*")) return existsSync(join(packageRoot, target));
      const [prefix, suffix] = target.split("*") as [string, string];
      const folder = join(packageRoot, prefix);
      return existsSync(folder) && readdirSync(folder).some((file) => file.endsWith(suffix));
    };
    const missing = exportTargets(manifest.exports).filter((target) => !produced(target));
    expect(missing).toEqual([]);
  });
});
