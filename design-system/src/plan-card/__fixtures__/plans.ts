import type { Plan } from "../../pricing/plan";

/**
 * Plans as the api's plan list sends them (api/src/payments/plans/plan-view.ts):
 * decimal strings, the per-month price in price_amount, the term in money.
 */
export const MONTHLY: Plan = {
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

export const YEARLY: Plan = {
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

export const TWO_YEARS: Plan = {
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
