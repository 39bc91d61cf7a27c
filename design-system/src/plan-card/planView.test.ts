import { describe, expect, it } from "vitest";
import { MONTHLY, TWO_YEARS, YEARLY } from "./__fixtures__/plans";
import { planView } from "./planView";

describe("given planView", () => {
  it("should read a discounted yearly plan the way the api means its fields", () => {
    expect(planView(YEARLY)).toEqual({
      id: "12",
      currency: "USD",
      symbol: "$",
      perMonth: "4.99",
      monthly: true,
      total: "59.88",
      totalBeforeDiscount: "143.88",
      renewal: "143.88",
      trial: null,
      discountPercent: 58,
    });
  });

  it("should strike nothing through and show no saving on a plan without a discount", () => {
    const view = planView(MONTHLY);
    expect(view.totalBeforeDiscount).toBeNull();
    expect(view.discountPercent).toBeNull();
    expect(view.renewal).toBe("11.99");
  });

  it("should keep the trial price", () => {
    expect(planView(TWO_YEARS).trial).toBe("0.99");
    expect(planView({ ...TWO_YEARS, trial_price: 0 }).trial).toBe(0);
    expect(planView({ ...TWO_YEARS, trial_price: null }).trial).toBeNull();
  });

  it("should add /mo only to prices quoted per month", () => {
    expect(planView({ ...YEARLY, price_unit: "Month " }).monthly).toBe(true);
    expect(planView({ ...YEARLY, price_unit: "year" }).monthly).toBe(false);
  });

  it("should read numbers as well as decimal strings", () => {
    const view = planView({ ...YEARLY, money: 59.88, price_discount_amount: 143.88 });
    expect(view.totalBeforeDiscount).toBe(143.88);
  });

  it("should hide a discount that cannot be read", () => {
    expect(planView({ ...YEARLY, discount_percent: "n/a" }).discountPercent).toBeNull();
  });
});
