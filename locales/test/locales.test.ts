import { describe, expect, it } from "vitest";
import {
  baseLanguage,
  DEFAULT_LOCALE,
  directionOf,
  isSelectableLocale,
  LOCALE_CODES,
  LOCALES,
  SELECTABLE_LOCALES,
} from "../src/locales";

describe("given the locale list of SPEC.md §1", () => {
  it("should offer exactly the 11 interface languages, English first and default", () => {
    expect(LOCALE_CODES).toEqual([
      "en",
      "ar",
      "de",
      "es",
      "fr",
      "it",
      "ja",
      "nl",
      "pl",
      "pt",
      "ru",
    ]);
    expect(DEFAULT_LOCALE).toBe("en");
  });

  it("should register the wider set (fa, hi, id, ms, th, tr, uk) without making it selectable", () => {
    const wider = LOCALES.filter((l) => !l.selectable).map((l) => l.code);
    expect(wider).toEqual(["fa", "hi", "id", "ms", "th", "tr", "uk"]);
    for (const code of wider) expect(isSelectableLocale(code)).toBe(false);
  });

  it("should write Arabic right to left and every other selectable language left to right", () => {
    for (const l of SELECTABLE_LOCALES) expect(l.dir).toBe(l.code === "ar" ? "rtl" : "ltr");
  });

  it("should map pt to Brazilian Portuguese", () => {
    expect(LOCALES.find((l) => l.code === "pt")?.iso).toBe("pt-BR");
  });

  it.each([
    ["ar", "rtl"],
    ["ar-EG", "rtl"],
    ["he", "rtl"],
    ["ur", "rtl"],
    ["fa", "rtl"],
    ["en", "ltr"],
    ["ja", "ltr"],
    ["not a locale!", "ltr"],
  ] as const)("should derive the direction of %s as %s", (locale, dir) => {
    expect(directionOf(locale)).toBe(dir);
  });
});

describe("given a locale tag as a browser, a header or remote config writes it", () => {
  it.each([
    ["pt-BR", "pt"],
    ["de_CH", "de"],
    ["EN-us", "en"],
    [" ja ", "ja"],
    ["ar", "ar"],
    ["", ""],
  ])("should take %j's base language as %j", (tag, base) => {
    expect(baseLanguage(tag)).toBe(base);
  });
});
