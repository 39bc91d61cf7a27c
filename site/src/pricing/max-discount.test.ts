import { describe, expect, it } from "vitest";
import vectors from "../../test/fixtures/spec-vectors.json";
import { MAX_DISCOUNT_FLOOR, maxDiscount } from "./max-discount";

describe("given the maximum discount of SPEC.md §4", () => {
  it("should have a floor of 59 percent (SPEC.md §9)", () => {
    expect(MAX_DISCOUNT_FLOOR).toBe(59);
  });

  it.each(vectors.max_discount.cases)(
    "should give $expect for the plan discounts $discount_percent",
    ({ discount_percent, expect: expected }) => {
      const plans = discount_percent.map((percent) => ({ discount_percent: percent }));
      expect(maxDiscount(plans)).toBe(expected);
    },
  );

  it("should not change the plan list", () => {
    const plans = Object.freeze([{ discount_percent: "80%" }]);
    expect(maxDiscount(plans)).toBe(80);
  });
});
