import { type PlanCardPrice, parseDiscountPercent } from "@mvpn/design-system";
import type { Plan } from "./plan";

/** The radio value of a plan's card in a PlanPicker: its id as a string. */
export function planCardValue(plan: Pick<Plan, "id">): string {
  return String(plan.id);
}

/**
 * What a PlanCard shows of a plan of the list (SPEC.md §3), with the meanings
 * the api gives its fields (api/src/payments/plans/plan-view.ts):
 * - `price_amount` is the price per month, and "/mo" applies when `price_unit` is "month";
 * - `money` is what is billed for the term;
 * - `price_discount_amount`, the undiscounted term, is struck through when above `money`,
 *   and is what the term renews at (the SPEC names no renewal field; the introductory
 *   discount applies to the first term);
 * - `trial_price` is the price of the first period, when the plan has a trial;
 * - `discount_percent` ("58%") is the saving, shown only when above 0.
 * `currencySymbol` is used only for a currency outside SPEC.md §1.
 */
export function planCardPrice(plan: Plan): PlanCardPrice {
  const percent = parseDiscountPercent(plan.discount_percent);
  const undiscounted = plan.price_discount_amount;
  return {
    currency: plan.currency,
    symbol: plan.currencySymbol || undefined,
    perMonth: plan.price_amount,
    monthly: plan.price_unit.trim().toLowerCase() === "month",
    total: plan.money,
    totalBeforeDiscount: Number(undiscounted) > Number(plan.money) ? undiscounted : null,
    renewal: undiscounted,
    trial: plan.trial_price ?? null,
    discountPercent: percent !== null && percent > 0 ? percent : null,
  };
}
