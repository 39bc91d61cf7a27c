import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { outputFiles, packageRoot } from "../scripts/lib/build-token-outputs";

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
    const written = [outputFiles.tokensCss, outputFiles.themeCss, outputFiles.fontsCss].map(
      (file) => `./${file}`,
    );
    expect(cssTargets.sort()).toEqual(written.sort());
  });

  it("should run the token build before tsup", () => {
    expect(manifest.scripts.build).toBe("tsx scripts/build-tokens.ts && tsup");
  });

  const built = existsSync(join(packageRoot, "dist/index.js"));
  it.runIf(built)("should point every export at a file that the build produced", () => {
    const missing = exportTargets(manifest.exports).filter(
      (target) => !existsSync(join(packageRoot, target)),
    );
    expect(missing).toEqual([]);
  });
});
