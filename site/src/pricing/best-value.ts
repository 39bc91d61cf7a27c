import { parseDiscountPercent } from "@mvpn/design-system";
import type { Plan } from "./plan";

/**
 * The "Best value" plan (issue #12: chosen by rule, not by a flag): the one
 * with the highest discount; on a tie, the longer term (listed later); null
 * when no plan has a discount.
 */
export function bestValuePlanId(plans: readonly Pick<Plan, "id" | "discount_percent">[]) {
  let best: { id: Plan["id"]; percent: number } | null = null;
  for (const plan of plans) {
    const percent = parseDiscountPercent(plan.discount_percent) ?? 0;
    if (percent > 0 && (best === null || percent >= best.percent)) best = { id: plan.id, percent };
  }
  return best?.id ?? null;
}
