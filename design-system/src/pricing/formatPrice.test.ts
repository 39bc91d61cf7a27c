import { describe, expect, it } from "vitest";
import { readSpecVectors } from "./__fixtures__/specVectors";
import { CURRENCY_SYMBOLS, SUPPORTED_CURRENCIES } from "./currencies";
import { formatPrice } from "./formatPrice";

interface Vectors {
  price_rounding: { cases: [amount: number, expected: string][] };
}

const vectors = readSpecVectors<Vectors>();

const NBSP = "\u00a0";

describe("given formatPrice", () => {
  describe("given English", () => {
    it.each([
      ["USD", "$59.88"],
      ["AUD", "A$59.88"],
      ["CAD", "CA$59.88"],
      ["GBP", "£59.88"],
    ])("should print %s with the SPEC.md §1 symbol: %s", (currency, expected) => {
      expect(formatPrice(59.88, currency, "en")).toBe(expected);
    });
  });

  // Intl's own symbols differ by locale (de AU$, fr $AU, pl AUD, ar US$/UK£);
  // the SPEC symbol replaces them while the locale keeps its placement and separators.
  describe.each([
    ["de", ["59,88 $", "59,88 A$", "59,88 CA$", "59,88 £"]],
    ["fr", ["59,88 $", "59,88 A$", "59,88 CA$", "59,88 £"]],
    ["pl", ["59,88 $", "59,88 A$", "59,88 CA$", "59,88 £"]],
    ["pt", ["$ 59,88", "A$ 59,88", "CA$ 59,88", "£ 59,88"]],
    ["ja", ["$59.88", "A$59.88", "CA$59.88", "£59.88"]],
    ["ar", ["59.88 $", "59.88 A$", "59.88 CA$", "59.88 £"]],
  ])("given the %s locale", (locale, expected) => {
    it.each(SUPPORTED_CURRENCIES.map((currency, i) => [currency, expected[i] ?? ""]))(
      "should print %s as %j",
      (currency, text) => {
        expect(formatPrice(59.88, currency, locale)).toBe(text.replace(" ", NBSP));
      },
    );
  });

  it("should print Latin digits and no bidi marks in Arabic, for the LTR isolate around prices", () => {
    const text = formatPrice(1234.5, "USD", "ar");
    expect(text).toBe(`1,234.50${NBSP}$`);
    expect(text).not.toMatch(/[\u200E\u200F\u061C\u0660-\u0669]/);
  });

  it.each(SUPPORTED_CURRENCIES)("should never print Intl's own symbol for %s", (currency) => {
    for (const locale of ["en", "ar", "de", "es", "fr", "it", "ja", "nl", "pl", "pt", "ru"]) {
      const text = formatPrice(10, currency, locale);
      expect(text).toContain(CURRENCY_SYMBOLS[currency]);
      expect(text).not.toMatch(/US\$|AU\$|\$AU|\$US|\$CA|C\$|UK£|£GB|USD|AUD|CAD|GBP/);
    }
  });

  describe("given SPEC.md §5: prices scale to 2 decimals, half away from zero", () => {
    it.each(vectors.price_rounding.cases)("should print %j as %j", (amount, expected) => {
      expect(formatPrice(amount, "USD", "en")).toBe(`$${expected}`);
    });

    it.each([
      ["59.88", "$59.88"],
      ["4.995", "$5.00"],
      [" 12 ", "$12.00"],
      [0, "$0.00"],
      [1000, "$1,000.00"],
    ])("should accept %j and print %j", (amount, expected) => {
      expect(formatPrice(amount, "USD", "en")).toBe(expected);
    });
  });

  it("should accept a lowercase currency code", () => {
    expect(formatPrice(5, "gbp", "en")).toBe("£5.00");
  });

  it("should use a given symbol for a currency outside SPEC.md §1, and Intl's without one", () => {
    expect(formatPrice(5, "EUR", "en", { symbol: "€" })).toBe("€5.00");
    expect(formatPrice(5, "JPY", "en")).toBe("¥5.00");
  });

  it.each([["abc"], [""], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    "should refuse %j rather than print NaN",
    (amount) => {
      expect(() => formatPrice(amount, "USD", "en")).toThrow(RangeError);
    },
  );
});
