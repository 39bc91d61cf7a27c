import { parseDiscountPercent } from "../pricing/discountPercent";
import type { Amount, Plan } from "../pricing/plan";

/**
 * What a plan card shows, read from a plan of the list (SPEC.md §3) with the
 * meanings the api gives its fields (api/src/payments/plans/plan-view.ts).
 */
export interface PlanView {
  /** The radio value: the plan id as a string. */
  id: string;
  currency: string;
  /** The plan's own symbol, used only for a currency outside SPEC.md §1. */
  symbol: string | undefined;
  /** `price_amount`: the price per month, the largest number on the card. */
  perMonth: Amount;
  /** Whether `price_amount` is quoted per month (`price_unit` "month"), so "/mo" applies. */
  monthly: boolean;
  /** `money`: what is billed for the whole term. */
  total: Amount;
  /** `price_discount_amount`, the undiscounted term price, when above the total: shown struck through. */
  totalBeforeDiscount: Amount | null;
  /**
   * What the term renews at: the undiscounted term price. The SPEC names no
   * renewal field; the introductory discount applies to the first term.
   */
  renewal: Amount;
  /** `trial_price`: the price of the first period, when the plan has a trial. */
  trial: Amount | null;
  /** `discount_percent` as a number; null when there is no saving to show. */
  discountPercent: number | null;
}

export function planView(plan: Plan): PlanView {
  const percent = parseDiscountPercent(plan.discount_percent);
  const undiscounted = plan.price_discount_amount;
  return {
    id: String(plan.id),
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
