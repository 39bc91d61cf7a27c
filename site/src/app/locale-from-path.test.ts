import { describe, expect, it } from "vitest";
import { localeFromPath, localizedPath } from "./locale-from-path";

describe("given a path (SPEC.md §2, locale decision step 1)", () => {
  it.each([
    ["/", "en"],
    ["/ar", "ar"],
    ["/ar/", "ar"],
    ["/de/pricing", "de"],
    ["/pt/blog/tag/7", "pt"],
    ["/en/pricing", "en"],
    ["/deutsch", "en"],
    ["/xx/pricing", "en"],
    ["/fa/pricing", "en"],
  ])("should read %s as %s", (path, locale) => {
    expect(localeFromPath(path)).toBe(locale);
  });
});

describe("given a page and a locale", () => {
  it.each([
    ["en", "/", "/"],
    ["en", "/pricing", "/pricing"],
    ["ar", "/", "/ar"],
    ["ja", "/pricing", "/ja/pricing"],
  ])("should give %s %s the path %s: English without a prefix", (locale, page, expected) => {
    expect(localizedPath(locale, page)).toBe(expected);
  });
});
