import type { PlanList } from "../api/types";
import snapshot from "./plans.snapshot.json";

/** The plan sets the pricing page is prerendered with. */
export type PrerenderedPlanSet = "default" | "cj" | "trial";

const SETS = snapshot as Record<PrerenderedPlanSet, PlanList>;

/**
 * The plan lists the api answers the web product on a fresh deployment, saved
 * by `npm run plans:snapshot -w @mvpn/api` (an api test fails when they
 * drift): the pricing page's HTML carries real prices for crawlers and for
 * the first paint, and the client refreshes them from the api after hydration.
 */
export function prerenderedPlans(set: PrerenderedPlanSet = "default"): PlanList {
  return SETS[set];
}

/**
 * The list a checkout is prerendered with: the set that holds the plan of
 * the address (an affiliate's plan, the trial offer's), everyone's without one.
 */
export function prerenderedCheckoutPlans(planId: string | null): PlanList {
  const holding = Object.values(SETS).find((set) =>
    set.list.some((plan) => String(plan.id) === planId),
  );
  return holding ?? SETS.default;
}
