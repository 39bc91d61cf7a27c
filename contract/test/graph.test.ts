import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");

interface Manifest {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const manifest = (folder: string): Manifest =>
  JSON.parse(readFileSync(join(ROOT, folder, "package.json"), "utf8"));

/**
 * Issue #36, ADR 0032: the bottom of the graph holds no React. The contract
 * (and through it the api) takes the locale list and the currency table from
 * @mvpn/locales, which depends on nothing, never from the design system.
 */
describe("given the packages at the bottom of the graph (ADR 0032)", () => {
  it("should have the contract depend on zod and @mvpn/locales only", () => {
    expect(Object.keys(manifest("contract").dependencies ?? {}).sort()).toEqual([
      "@mvpn/locales",
      "zod",
    ]);
  });

  it("should have @mvpn/locales depend on nothing", () => {
    const locales = manifest("locales");
    expect(locales.dependencies ?? {}).toEqual({});
    expect(locales.peerDependencies ?? {}).toEqual({});
  });

  it("should have the design system take its locales from the same package", () => {
    expect(manifest("design-system").dependencies).toHaveProperty("@mvpn/locales");
  });
});
