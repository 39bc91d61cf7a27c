import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { LOCALE_CODES } from "@mvpn/locales";
import { describe, expect, it } from "vitest";
import { extractEnglish, MESSAGES_DIR, serialize } from "../scripts/messages";
import { matchPage } from "../src/app/routing/match-page";
import { pageLocales, SITE_PAGES } from "../src/app/routing/site-pages";
import { concretePaths } from "../src/prerender-paths";
import sameAsEnglish from "./fixtures/same-as-english.json";

type Catalog = Record<string, string>;
const read = (locale: string, name: string): Catalog =>
  JSON.parse(readFileSync(join(MESSAGES_DIR, locale, `${name}.json`), "utf8"));
const names = readdirSync(join(MESSAGES_DIR, "en")).map((file) => file.replace(/\.json$/, ""));
const english = Object.fromEntries(names.map((name) => [name, read("en", name)]));
// Words that are the right word in that language too (brand and product names, loanwords), per locale and id.
const allowed = sameAsEnglish as Record<string, string[]>;
/**
 * The languages a catalog is shown in: its page's (the help centre's catalog
 * exists in English and Russian only, ADR 0028), every language for the rest.
 */
const catalogLocales = (name: string): readonly string[] => {
  const page = SITE_PAGES.find((entry) => entry.name === name.split("/")[0]);
  return page ? pageLocales(page) : LOCALE_CODES;
};
/** The arguments and tags a message uses, inside plural and select branches too (parsed, not matched). */
const placeholders = (text: string): string[] => {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if ("value" in element && typeof element.value === "string" && element.type !== TYPE.literal)
        found.add(element.value);
      if ("options" in element)
        for (const option of Object.values(element.options)) walk(option.value);
      if ("children" in element) walk(element.children);
    }
  };
  walk(parse(text));
  return [...found].sort();
};

describe("given the site's message catalogs (ARCHITECTURE.md: formatjs, per locale and page)", () => {
  it("should hold English exactly as extracted from the code (run `npm run messages:extract -w @mvpn/site`)", () => {
    const extracted = extractEnglish();
    expect(Object.keys(extracted).sort()).toEqual([...names].sort());
    for (const name of names) {
      expect(readFileSync(join(MESSAGES_DIR, "en", `${name}.json`), "utf8"), name).toBe(
        serialize(extracted[name] as Catalog),
      );
    }
  });

  it("should have a folder for each of the 11 locales and no other", () => {
    expect(readdirSync(MESSAGES_DIR).sort()).toEqual([...LOCALE_CODES].sort());
  });

  it("should give every page of SPEC.md §2 a title and a description", () => {
    for (const page of SITE_PAGES) {
      for (const path of concretePaths(page)) {
        const match = matchPage(path);
        const key = match?.page.name === "404" ? "404" : (match?.key as string);
        const catalog = english[key.split(".")[0] as string] ?? {};
        expect(catalog[`${key}.meta.title`], `${path}: ${key}.meta.title`).toBeTruthy();
        expect(catalog[`${key}.meta.description`], `${path}: ${key}.meta.description`).toBeTruthy();
      }
    }
  });

  // Issue #38: German wrote "bis zu {discount, number} %" with a plain space, and
  // the % was left alone on the next line. Intl's percent style spaces it as each
  // locale does (none in English, a no-break space in German and French), so a
  // catalog never writes the sign after a number itself.
  it.each(LOCALE_CODES)("in %s, should leave the percent sign of a number to Intl", (locale) => {
    for (const name of names.filter((catalog) => catalogLocales(catalog).includes(locale))) {
      for (const [id, text] of Object.entries(read(locale, name))) {
        expect(text, `${locale}: ${id}`).not.toMatch(/[}\d][\s\u00a0\u202f]?[%٪]/);
      }
    }
  });

  describe.each(LOCALE_CODES.filter((code) => code !== "en"))("in %s", (locale) => {
    it.each(names)("should translate every English key of %s, keeping its placeholders", (name) => {
      const file = join(MESSAGES_DIR, locale, `${name}.json`);
      if (!catalogLocales(name).includes(locale)) {
        expect(
          existsSync(file),
          `${locale}/${name}.json: the page is not written in ${locale}`,
        ).toBe(false);
        return;
      }
      expect(existsSync(file), `${locale}/${name}.json is missing`).toBe(true);
      const catalog = read(locale, name);
      const source = english[name] as Catalog;
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(source).sort());
      for (const [id, text] of Object.entries(catalog)) {
        expect(text.trim(), `${locale}: ${id} is empty`).not.toBe("");
        expect(placeholders(text), `${locale}: ${id} placeholders`).toEqual(
          placeholders(source[id] as string),
        );
        if (!allowed[locale]?.includes(id)) {
          expect(text, `${locale}: ${id} is still English`).not.toBe(source[id]);
        }
      }
    });
  });
});
