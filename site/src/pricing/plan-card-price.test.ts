import { describe, expect, it } from "vitest";
import type { Plan } from "./plan";
import { planCardPrice, planCardValue } from "./plan-card-price";

/**
 * Plans as the api's plan list sends them (api/src/payments/plans/plan-view.ts):
 * decimal strings, the per-month price in price_amount, the term in money.
 */
const MONTHLY: Plan = {
  id: 1,
  price_amount: "11.99",
  price_unit: "month",
  money: "11.99",
  price_discount_amount: "11.99",
  price_deduction_amount: "0.00",
  currency: "USD",
  currencySymbol: "$",
  discount_percent: "0%",
};

const YEARLY: Plan = {
  id: 12,
  price_amount: "4.99",
  price_unit: "month",
  money: "59.88",
  price_discount_amount: "143.88",
  price_deduction_amount: "84.00",
  currency: "USD",
  currencySymbol: "$",
  discount_percent: "58%",
};

const TWO_YEARS: Plan = {
  id: 24,
  price_amount: "3.49",
  price_unit: "month",
  money: "83.76",
  price_discount_amount: "287.76",
  price_deduction_amount: "204.00",
  trial_price: "0.99",
  currency: "USD",
  currencySymbol: "$",
  discount_percent: "71%",
};

describe("given planCardPrice", () => {
  it("should read a discounted yearly plan the way the api means its fields", () => {
    expect(planCardValue(YEARLY)).toBe("12");
    expect(planCardPrice(YEARLY)).toEqual({
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
    const price = planCardPrice(MONTHLY);
    expect(price.totalBeforeDiscount).toBeNull();
    expect(price.discountPercent).toBeNull();
    expect(price.renewal).toBe("11.99");
  });

  it("should keep the trial price", () => {
    expect(planCardPrice(TWO_YEARS).trial).toBe("0.99");
    expect(planCardPrice({ ...TWO_YEARS, trial_price: 0 }).trial).toBe(0);
    expect(planCardPrice({ ...TWO_YEARS, trial_price: null }).trial).toBeNull();
  });

  it("should add /mo only to prices quoted per month", () => {
    expect(planCardPrice({ ...YEARLY, price_unit: "Month " }).monthly).toBe(true);
    expect(planCardPrice({ ...YEARLY, price_unit: "year" }).monthly).toBe(false);
  });

  it("should read numbers as well as decimal strings", () => {
    const price = planCardPrice({ ...YEARLY, money: 59.88, price_discount_amount: 143.88 });
    expect(price.totalBeforeDiscount).toBe(143.88);
  });

  it("should hide a discount that cannot be read", () => {
    expect(planCardPrice({ ...YEARLY, discount_percent: "n/a" }).discountPercent).toBeNull();
  });
});
