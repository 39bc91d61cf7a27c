/** The plan sets a fresh deployment sells: everyone's, the CJ affiliate's, the trial offer of /vpn-trial. */
export type SeededPlanSet = "default" | "cj" | "trial";

/**
 * The ids of the plans a fresh deployment sells, per web product (SPEC.md §3
 * product types) and plan set, in the order of the set's terms (1, 12 and 24
 * months; the trial offer's 1 month). The api seeds its plans with these ids
 * (api/src/db/seed-payments.ts, which adds names and prices) and the site
 * prerenders a checkout per id of its product (`/pricing/checkout/{id}`).
 * Ids are public, in addresses, orders and affiliate links: never change or
 * reuse one. They were handed out product by product for the first two sets
 * (1–24); the trial offer came later and takes 25–28.
 */
export const SEEDED_PLAN_IDS = {
  501: { default: [1, 2, 3], cj: [4, 5, 6], trial: [25] },
  502: { default: [7, 8, 9], cj: [10, 11, 12], trial: [26] },
  503: { default: [13, 14, 15], cj: [16, 17, 18], trial: [27] },
  512: { default: [19, 20, 21], cj: [22, 23, 24], trial: [28] },
} as const satisfies Record<number, Record<SeededPlanSet, readonly number[]>>;

export type SeededProductType = keyof typeof SEEDED_PLAN_IDS;

/** Every seeded plan id of a web product, set by set. */
export function seededPlanIds(productType: SeededProductType): number[] {
  return Object.values(SEEDED_PLAN_IDS[productType]).flat();
}
