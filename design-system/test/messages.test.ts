import { readFileSync } from "node:fs";
import {
  isPluralElement,
  isSelectElement,
  isStructurallySame,
  type MessageFormatElement,
  parse,
} from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import {
  compileCatalogs,
  type FlatCatalog,
  messageFolders,
  readCatalog,
  sourceProblems,
} from "../scripts/messages";
import { LOCALE_CODES } from "../src/locale/locales";

const components = messageFolders();
const translations = LOCALE_CODES.filter((locale) => locale !== "en");

/** Every plural in a message, with the selectors it offers (`=0` aside). */
function plurals(elements: MessageFormatElement[], found: string[][] = []): string[][] {
  for (const element of elements) {
    if (isPluralElement(element)) {
      found.push(Object.keys(element.options).filter((selector) => !selector.startsWith("=")));
    }
    if (isPluralElement(element) || isSelectElement(element)) {
      for (const option of Object.values(element.options)) plurals(option.value, found);
    }
  }
  return found;
}

describe("given the design system's messages (ADR 0016: ICU per component, compiled by @formatjs/cli)", () => {
  it("should find the words of every component that has some", () => {
    expect(components.length).toBeGreaterThanOrEqual(33);
  });

  it("should have compiled every intl/ folder into its catalog.gen.ts (run `npm run messages:compile -w @mvpn/design-system`)", () => {
    for (const [file, source] of compileCatalogs()) {
      expect(readFileSync(file, "utf8"), file).toBe(source);
    }
  });

  describe.each(components)("in %s", (component) => {
    const english: FlatCatalog = readCatalog(component, "en");

    it("should have one file for each of the 11 interface languages, each with English's keys", () => {
      expect(sourceProblems(component)).toEqual([]);
    });

    it.each(LOCALE_CODES)("should hold valid ICU in %s", (locale) => {
      for (const [key, text] of Object.entries(readCatalog(component, locale))) {
        expect(text.trim(), `${locale}: ${key} is empty`).not.toBe("");
        expect(() => parse(text), `${locale}: ${key}`).not.toThrow();
      }
    });

    it.each(translations)("should keep English's arguments in %s", (locale) => {
      const catalog = readCatalog(component, locale);
      for (const [key, source] of Object.entries(english)) {
        const same = isStructurallySame(parse(source), parse(catalog[key] as string));
        expect(same.error?.message, `${locale}: ${key}`).toBeUndefined();
      }
    });

    it.each(LOCALE_CODES)("should offer exactly the plural forms %s has", (locale) => {
      const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      for (const [key, text] of Object.entries(readCatalog(component, locale))) {
        for (const offered of plurals(parse(text))) {
          expect([...offered].sort(), `${locale}: ${key}`).toEqual([...forms].sort());
        }
      }
    });
  });
});
