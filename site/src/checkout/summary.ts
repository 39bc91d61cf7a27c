import { parseDiscountPercent } from "@mvpn/design-system";
import type { Plan } from "../api/types";

/** What the order summary shows, all amounts as the api wrote them. */
export interface CheckoutSummary {
  months: number;
  currency: string;
  symbol: string;
  listPrice: string | null;
  discount: { amount: string; percent: number | null } | null;
  /** A first month at a trial price, for a buyer who has never subscribed. */
  trial: string | null;
  /** What is charged today. */
  total: string;
  perMonth: string | null;
  renewal: string;
}

/**
 * The summary of a plan as the api will charge it (api orders-service: the
 * term price, or the trial price of a plan with a trial when the buyer has
 * never had a subscription). The renewal is the undiscounted term, as the
 * pricing page's cards say.
 */
export function checkoutSummary(plan: Plan, { trialEligible }: { trialEligible: boolean }) {
  const saving = Number(plan.price_deduction_amount);
  const trial = trialEligible && plan.trial_price != null ? String(plan.trial_price) : null;
  const months = plan.duration_months;
  return {
    months,
    currency: plan.currency,
    symbol: plan.currencySymbol,
    listPrice: saving > 0 ? plan.price_discount_amount : null,
    discount:
      saving > 0
        ? {
            amount: plan.price_deduction_amount,
            percent: parseDiscountPercent(plan.discount_percent),
          }
        : null,
    trial,
    total: trial ?? plan.money,
    perMonth: months > 1 ? plan.price_amount : null,
    renewal: plan.price_discount_amount,
  } satisfies CheckoutSummary;
}

/** The amount due today of a plan, to compare what the page shows with what the api now asks. */
export const dueToday = (plan: Plan, trialEligible: boolean) =>
  checkoutSummary(plan, { trialEligible }).total;
