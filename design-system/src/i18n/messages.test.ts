import { describe, expect, it } from "vitest";
import { defineMessages, formatMessage, messagesFor, pluralForm } from "./messages";

const catalog = defineMessages({
  en: { ok: "OK" },
  ar: { ok: "حسنًا" },
  de: { ok: "OK" },
  es: { ok: "Aceptar" },
  fr: { ok: "OK" },
  it: { ok: "OK" },
  ja: { ok: "OK" },
  nl: { ok: "Oké" },
  pl: { ok: "OK" },
  pt: { ok: "OK" },
  ru: { ok: "ОК" },
});

describe("given a component's catalog", () => {
  it("should give each interface language its own words", () => {
    expect(messagesFor(catalog, "ar").ok).toBe("حسنًا");
  });

  it("should fall back to English for a locale outside the 11", () => {
    expect(messagesFor(catalog, "tr").ok).toBe("OK");
  });
});

describe("given a message with placeholders", () => {
  it("should fill known placeholders and leave unknown ones visible", () => {
    expect(formatMessage("{count} of {total}", { count: 2 })).toBe("2 of {total}");
  });
});

describe("given plural forms", () => {
  const days = { one: "день", few: "дня", many: "дней", other: "дня" };
  it.each([
    [1, "день"],
    [3, "дня"],
    [5, "дней"],
  ])("should pick the Russian form for %i", (count, expected) => {
    expect(pluralForm("ru", count, days)).toBe(expected);
  });

  it("should use other when a language lacks a form", () => {
    expect(pluralForm("ja", 1, { one: "x", other: "日" })).toBe("日");
  });
});
