import type { Plan } from "@mvpn/contract";

/**
 * Where each plan card stands on a phone, where the cards are one column
 * (issue #38): longest term first, so the order reads 24 / 12 / 1 months and
 * the best-value term leads, instead of the recommended card jumping ahead of
 * the others (24 → 1 → 12). Equal terms keep the list's order. 1-based, for
 * CSS `order`.
 */
export function phoneOrder(
  plans: readonly Pick<Plan, "id" | "duration_months">[],
): ReadonlyMap<Plan["id"], number> {
  const ranked = plans
    .map((plan, index) => ({ plan, index }))
    .sort((a, b) => b.plan.duration_months - a.plan.duration_months || a.index - b.index);
  return new Map(ranked.map(({ plan }, position) => [plan.id, position + 1]));
}
