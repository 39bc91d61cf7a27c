// Pricing rules of SPEC.md §3, §4 and §9 over the api's plan list: the promotional maximum
// discount and what a plan card shows of a plan. The design system only formats the result.
export { MAX_DISCOUNT_FLOOR, maxDiscount } from "./max-discount";
export type { Amount, Plan } from "./plan";
export { planCardPrice, planCardValue } from "./plan-card-price";
