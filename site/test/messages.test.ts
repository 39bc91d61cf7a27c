import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { LOCALE_CODES } from "@mvpn/design-system/locales";
import { describe, expect, it } from "vitest";

const dir = join(import.meta.dirname, "../src/i18n/messages");
const read = (code: string): Record<string, string> =>
  JSON.parse(readFileSync(join(dir, `${code}.json`), "utf8"));
const english = read("en");
// Brand names read the same in every language.
const sameInEveryLanguage = new Set<string>([]);

describe("given the message catalogs", () => {
  it("should have one catalog per selectable locale and no other", () => {
    const files = readdirSync(dir).map((f) => f.replace(/\.json$/, ""));
    expect(files.sort()).toEqual([...LOCALE_CODES].sort());
  });

  it.each(LOCALE_CODES.filter((c) => c !== "en"))(
    "should give %s every English key, translated",
    (code) => {
      const catalog = read(code);
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(catalog)) {
        expect(text.trim(), `${code}: ${key} is empty`).not.toBe("");
        if (!sameInEveryLanguage.has(key))
          expect(text, `${code}: ${key} is still English`).not.toBe(english[key]);
      }
    },
  );

  it.each(LOCALE_CODES)("should keep the placeholders of English in %s", (code) => {
    const catalog = read(code);
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
    for (const [key, text] of Object.entries(english)) {
      expect(placeholders(catalog[key] ?? ""), `${code}: ${key}`).toEqual(placeholders(text));
    }
  });
});
