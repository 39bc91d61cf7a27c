import { MAX_DISCOUNT_FLOOR } from "@mvpn/contract/constants";
import { parseDiscountPercent } from "@mvpn/design-system";
import type { Plan } from "./plan";

/** SPEC.md §4 and §9: the promotional maximum discount never reads below 59 percent (the contract's floor). */
export { MAX_DISCOUNT_FLOOR };

/**
 * SPEC.md §4: the maximum discount starts at a floor of 59 percent and rises
 * to the highest `discount_percent` in the plan list. Values that are not a
 * percentage ("abc") are skipped.
 */
export function maxDiscount(plans: readonly Pick<Plan, "discount_percent">[]): number {
  return plans.reduce((highest, plan) => {
    const percent = parseDiscountPercent(plan.discount_percent);
    return percent !== null && percent > highest ? percent : highest;
  }, MAX_DISCOUNT_FLOOR);
}
