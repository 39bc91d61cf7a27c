import type { Plan } from "@mvpn/contract";
import { CURRENCY_SYMBOLS, type Currency, MAX_DISCOUNT_FLOOR } from "@mvpn/contract/constants";
import type { PlanPriceRow, PlanRow } from "../../db/schema/payments.js";
import { discountPercent, divideRounded, formatMinorUnits } from "../money.js";

/**
 * One entry of the plan list (SPEC.md §3 "Plan"; its schema is the
 * contract's `planSchema`), amounts as decimal strings with two decimals so
 * that nobody adds floats:
 * - money: what the buyer pays for the whole term ("119.76");
 * - price_amount: the same per price_unit, i.e. per month ("4.99");
 * - price_discount_amount: the undiscounted price of the term ("311.76");
 * - price_deduction_amount: what the discount saves ("192.00");
 * - trial_price: the price of the first period, only on plans with a trial;
 * - discount_percent: the saving as a whole percent, "62%".
 */
export type PlanView = Plan;

export function toPlanView(plan: PlanRow, price: PlanPriceRow, currency: Currency): PlanView {
  const percent = discountPercent(price.listAmountMinor, price.amountMinor);
  return {
    id: plan.id,
    name: plan.name,
    plan_set: plan.planSet,
    product_type: plan.productType,
    duration_months: plan.durationMonths,
    price_amount: formatMinorUnits(divideRounded(price.amountMinor, plan.durationMonths)),
    price_unit: plan.priceUnit,
    money: formatMinorUnits(price.amountMinor),
    price_discount_amount: formatMinorUnits(price.listAmountMinor),
    price_deduction_amount: formatMinorUnits(price.listAmountMinor - price.amountMinor),
    ...(price.trialAmountMinor !== null && {
      trial_price: formatMinorUnits(price.trialAmountMinor),
    }),
    currency,
    currencySymbol: CURRENCY_SYMBOLS[currency],
    discount_percent: `${percent}%`,
    is_recommended: plan.isRecommended,
  };
}

/**
 * The highest discount of a plan list, never below the floor of 59
 * (SPEC.md §4 "The promotional maximum discount starts at a floor of 59
 * percent. It rises to the highest discount_percent in the plan list").
 */
export function maxDiscountPercent(percents: readonly string[]): number {
  let max = MAX_DISCOUNT_FLOOR;
  for (const text of percents) {
    const value = Number.parseInt(text, 10);
    if (Number.isFinite(value) && value > max) max = value;
  }
  return max;
}
