import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LOCALE_CODES } from "../locale";
import { formatPrice } from "./formatPrice";

/** Issue #19: SPEC.md §5 "scales to 2 decimals" for any amount, currency and locale. */
const cents = fc.nat(10_000_000);
const currency = fc.constantFrom("USD", "AUD", "CAD", "GBP");
const locale = fc.constantFrom(...LOCALE_CODES);

describe("given any price in cents, supported currency and locale", () => {
  it("should print exactly the amount's digits, with two decimals and Latin digits", () => {
    fc.assert(
      fc.property(cents, currency, locale, (amount, code, lang) => {
        const text = formatPrice((amount / 100).toFixed(2), code, lang);
        expect(text.replace(/\D/g, "")).toBe(String(amount).padStart(3, "0"));
      }),
      { numRuns: 2000 },
    );
  });

  it("should give a number and its decimal string the same text", () => {
    fc.assert(
      fc.property(cents, currency, locale, (amount, code, lang) => {
        expect(formatPrice(amount / 100, code, lang)).toBe(
          formatPrice((amount / 100).toFixed(2), code, lang),
        );
      }),
    );
  });
});
