import { LOCALE_CODES } from "@mvpn/locales";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  collapseSlashes,
  localeFromPath,
  pageName,
  prefixOf,
  stripLanguage,
  withLanguage,
} from "./paths";

/** Issue #19: SPEC.md §2's path rules hold for any path, not only the listed ones. */
const pageSegment = fc.oneof(
  fc.constantFrom("pricing", "blog", "home", "deutsch", "xx", ""),
  fc.stringMatching(/^[a-z0-9-]{1,12}$/),
);
// A site path: an optional locale prefix, then the page. A page is never named
// like a locale (there is no `/de/fr` page), so the first page segment is not one.
const path = fc
  .tuple(
    fc.option(fc.constantFrom(...LOCALE_CODES), { nil: null }),
    pageSegment.filter((first) => !(LOCALE_CODES as readonly string[]).includes(first)),
    fc.array(fc.oneof(pageSegment, fc.constantFrom(...LOCALE_CODES)), { maxLength: 4 }),
    fc.option(fc.stringMatching(/^\?[a-z=&0-9]{0,10}$/), { nil: "" }),
    fc.option(fc.stringMatching(/^#[a-z0-9-]{0,10}$/), { nil: "" }),
  )
  .map(
    ([prefix, first, rest, query, hash]) =>
      `${prefix ? `/${prefix}` : ""}/${[first, ...rest].join("/")}${query}${hash}`,
  );
const locale = fc.constantFrom(...LOCALE_CODES);

describe("given any path and any locale (SPEC.md §2)", () => {
  it("should put the path in that locale: its prefix, or none for English", () => {
    fc.assert(
      fc.property(path, locale, (p, code) => {
        const localized = withLanguage(code, p);
        expect(localeFromPath(localized)).toBe(code);
        expect(prefixOf(localized)).toBe(code === "en" ? null : code);
      }),
      { numRuns: 2000 },
    );
  });

  it("should keep the page, the query and the hash when the language changes", () => {
    fc.assert(
      fc.property(path, locale, locale, (p, first, second) => {
        const once = withLanguage(first, p);
        expect(stripLanguage(withLanguage(second, once))).toBe(stripLanguage(once));
        expect(pageName(withLanguage(second, p))).toBe(pageName(p));
      }),
      { numRuns: 2000 },
    );
  });

  it("should collapse slashes idempotently and leave none doubled", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("/", "a", "b", "?", "#") }), (p) => {
        const collapsed = collapseSlashes(p);
        expect(collapsed).not.toContain("//");
        expect(collapseSlashes(collapsed)).toBe(collapsed);
      }),
    );
  });
});
