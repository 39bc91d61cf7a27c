import { parse } from "@formatjs/icu-messageformat-parser";
import { createElement, isValidElement } from "react";
import { describe, expect, it } from "vitest";
import { countdownMessages } from "../countdown/intl/catalog.gen";
import { headerMessages } from "../header/intl/catalog.gen";
import { LOCALE_CODES } from "../locale/locales";
import { modalMessages } from "../modal/intl/catalog.gen";
import type { Catalog, CompiledMessage } from "./catalog";
import { fillPlaceholders } from "./fillPlaceholders";
import { languageOf, messagesFor } from "./messages";

/** A catalog written in ICU for a test (components get theirs from `formatjs compile`). */
function catalogOf<Values extends object>(
  messages: Record<string, Record<string, string>>,
): Catalog<Values> {
  const english = messages.en as Record<string, string>;
  return Object.fromEntries(
    LOCALE_CODES.map((locale) => [
      locale,
      Object.fromEntries(
        Object.entries(messages[locale] ?? english).map(([key, text]) => [
          key,
          parse(text) as unknown as CompiledMessage,
        ]),
      ),
    ]),
  ) as Catalog<Values>;
}

describe("given a component's catalog", () => {
  it("should give each interface language its own words", () => {
    expect(messagesFor(modalMessages, "ar")("ok")).toBe("حسنًا");
  });

  it("should fall back to English for a locale outside the 11", () => {
    expect(messagesFor(modalMessages, "tr")("ok")).toBe("OK");
  });

  it.each([
    ["pt-BR", "pt"],
    ["ar-EG", "ar"],
    ["en-GB", "en"],
    ["tr", "en"],
    ["not a locale!", "en"],
  ])("should give %s the words of %s", (locale, language) => {
    expect(languageOf(locale)).toBe(language);
    expect(messagesFor(modalMessages, locale).language).toBe(language);
  });
});

describe("given a message with placeholders", () => {
  it("should fill known placeholders and leave unknown ones visible", () => {
    expect(fillPlaceholders("{count} of {total}", { count: 2 })).toBe("2 of {total}");
  });

  it("should show an ICU argument left without a value instead of throwing", () => {
    const t = messagesFor(headerMessages, "en");
    expect(t("signedInAs", { name: "Ada" })).toBe("Signed in as Ada");
    expect(t("signedInAs", {} as { name: string })).toBe("Signed in as {name}");
  });

  it("should put React elements where the language puts the placeholder", () => {
    const catalog = catalogOf<{ renews: { price: string } }>({
      en: { renews: "Renews at {price}" },
      ja: { renews: "更新時は{price}" },
    });
    const parts = messagesFor(catalog, "ja").rich("renews", {
      price: createElement("b", null, "¥500"),
    });
    expect(Array.isArray(parts)).toBe(true);
    const [text, price] = parts as Array<{ props: { children: unknown } }>;
    expect(text?.props.children).toBe("更新時は");
    expect(isValidElement(price?.props.children)).toBe(true);
  });
});

describe("given plural forms", () => {
  it.each([
    [1, "день"],
    [3, "дня"],
    [5, "дней"],
  ])("should pick the Russian form for %i", (count, expected) => {
    expect(messagesFor(countdownMessages, "ru")("days", { count })).toBe(expected);
  });

  it("should use other when a language lacks a form", () => {
    const catalog = catalogOf<{ days: { count: number } }>({
      en: { days: "{count, plural, one {day} other {days}}" },
      ja: { days: "{count, plural, one {x} other {日}}" },
    });
    expect(messagesFor(catalog, "ja")("days", { count: 1 })).toBe("日");
  });

  it.each([
    [0, "zero"],
    [1, "one"],
    [2, "two"],
    [3, "few"],
    [11, "many"],
    [100, "other"],
  ])("should give Arabic %i its %s form", (count, form) => {
    const catalog = catalogOf<{ n: { count: number } }>({
      en: { n: "{count, plural, one {one} other {other}}" },
      ar: {
        n: "{count, plural, zero {zero} one {one} two {two} few {few} many {many} other {other}}",
      },
    });
    expect(messagesFor(catalog, "ar")("n", { count })).toBe(form);
  });

  it("should write # as the number in the locale's digits", () => {
    const catalog = catalogOf<{ n: { count: number } }>({
      en: { n: "{count, plural, one {# item} other {# items}}" },
    });
    expect(messagesFor(catalog, "en")("n", { count: 1234 })).toBe("1,234 items");
    expect(messagesFor(catalog, "de")("n", { count: 1234 })).toBe("1.234 items");
  });

  it("should write numbers and dates in Latin digits in Arabic, where ar-EG would use Arabic-Indic ones", () => {
    const catalog = catalogOf<{ n: { count: number; day: Date } }>({
      en: { n: "{count, plural, other {# items}} {count, number} {day, date, long}" },
      ar: { n: "{count, plural, other {# عنصر}} {count, number} {day, date, long}" },
    });
    const text = messagesFor(catalog, "ar-EG")("n", { count: 1234, day: new Date("2025-03-14") });
    expect(text).not.toMatch(/[\u0660-\u0669]/);
    expect(text).toContain("1,234");
    expect(text).toContain("2025");
  });
});

describe("given a select", () => {
  it("should pick the branch of the value and other for the rest", () => {
    const catalog = catalogOf<{ tone: { kind: string } }>({
      en: { tone: "{kind, select, error {Error} success {Success} other {Note}}" },
    });
    const t = messagesFor(catalog, "en");
    expect(t("tone", { kind: "error" })).toBe("Error");
    expect(t("tone", { kind: "whatever" })).toBe("Note");
  });
});
