import { describe, expect, it } from "vitest";
import { prerenderPaths } from "./prerender-paths";

describe("given the prerender list", () => {
  const paths = prerenderPaths();

  it("should hold the home page under no prefix and under each of the 11 prefixes (SPEC.md §2)", () => {
    for (const path of [
      "/",
      "/en",
      "/ar",
      "/de",
      "/es",
      "/fr",
      "/it",
      "/ja",
      "/nl",
      "/pl",
      "/pt",
      "/ru",
    ]) {
      expect(paths).toContain(path);
    }
  });

  it("should hold a not-found page per prefix, for the server's 404 answers", () => {
    expect(paths).toContain("/404");
    expect(paths).toContain("/ar/404");
    expect(paths.filter((p) => p.endsWith("/404"))).toHaveLength(12);
  });

  it("should list each path once", () => {
    expect(new Set(paths).size).toBe(paths.length);
  });
});
