import { readFileSync } from "node:fs";
import { currencyForCountry } from "@mvpn/contract/constants";
import { describe, expect, it } from "vitest";
import {
  discountPercent,
  divideRounded,
  formatMinorUnits,
  roundToCents,
  toMinorUnits,
} from "../../src/payments/money.js";
import { maxDiscountPercent } from "../../src/payments/plans/plan-view.js";

interface PaymentsVectors {
  currency_by_country: Record<string, string>;
  price_rounding: { cases: [number, string][] };
  max_discount: { cases: { discount_percent: string[]; expect: number }[] };
}

// Copied from the shared spec vectors (test/fixtures/payments-vectors.json).
const vectors = JSON.parse(
  readFileSync(new URL("../fixtures/payments-vectors.json", import.meta.url), "utf8"),
) as PaymentsVectors;

describe("given the price rounding vectors (SPEC.md §5)", () => {
  it.each(vectors.price_rounding.cases)(
    "should round %s to %s, half away from zero on the decimal value",
    (value, expected) => {
      expect(roundToCents(value)).toBe(expected);
      expect(roundToCents(String(value))).toBe(expected);
    },
  );
});

describe("given decimal amounts", () => {
  it("should turn them into integer cents", () => {
    expect(toMinorUnits("71.88")).toBe(7188);
    expect(toMinorUnits("0.05")).toBe(5);
    expect(toMinorUnits("12")).toBe(1200);
    expect(toMinorUnits("12.")).toBe(1200);
    expect(toMinorUnits(-4.995)).toBe(-500);
    expect(toMinorUnits("-0.001")).toBe(0);
  });

  it("should refuse anything that is not a plain decimal", () => {
    for (const bad of ["", "abc", "1e3", "1,50", "$5", " - 1"]) {
      expect(() => toMinorUnits(bad)).toThrow(RangeError);
    }
    expect(() => toMinorUnits(Number.NaN)).toThrow(RangeError);
    expect(() => toMinorUnits(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it("should format cents with two decimals", () => {
    expect(formatMinorUnits(7188)).toBe("71.88");
    expect(formatMinorUnits(5)).toBe("0.05");
    expect(formatMinorUnits(0)).toBe("0.00");
    expect(formatMinorUnits(-150)).toBe("-1.50");
    expect(() => formatMinorUnits(1.5)).toThrow(RangeError);
  });
});

describe("given a term price and its list price", () => {
  it("should give the whole-percent discount, half away from zero", () => {
    expect(discountPercent(31176, 11976)).toBe(62); // 61.59 %
    expect(discountPercent(15588, 7188)).toBe(54); // 53.89 %
    expect(discountPercent(200, 100)).toBe(50);
    expect(discountPercent(1000, 995)).toBe(1); // 0.5 % rounds up
    expect(discountPercent(1299, 1299)).toBe(0);
    expect(discountPercent(1000, 1200)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });

  it("should divide with the same rounding in integers", () => {
    expect(divideRounded(11976, 24)).toBe(499);
    expect(divideRounded(5, 2)).toBe(3);
    expect(divideRounded(1, 3)).toBe(0);
    expect(() => divideRounded(1, 0)).toThrow(RangeError);
  });
});

describe("given the max discount vectors (SPEC.md §4)", () => {
  it.each(vectors.max_discount.cases)("should give $expect for $discount_percent", (vector) => {
    expect(maxDiscountPercent(vector.discount_percent)).toBe(vector.expect);
  });
});

describe("given a customer country", () => {
  it.each(Object.entries(vectors.currency_by_country))(
    "should price %j in %s",
    (country, currency) => {
      expect(currencyForCountry(country)).toBe(currency);
    },
  );

  it("should read the country code in any case and default to USD", () => {
    expect(currencyForCountry("gb")).toBe("GBP");
    expect(currencyForCountry(" au ")).toBe("AUD");
    expect(currencyForCountry(undefined)).toBe("USD");
    expect(currencyForCountry("ZZ")).toBe("USD");
  });
});
