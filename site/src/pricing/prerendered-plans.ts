import type { PlanList } from "../api/types";
import snapshot from "./plans.snapshot.json";

/** The plan sets the pricing page is prerendered with. */
export type PrerenderedPlanSet = "default" | "cj" | "trial";

/**
 * The plan lists the api answers the web product on a fresh deployment, saved
 * by `npm run plans:snapshot -w @mvpn/api` (an api test fails when they
 * drift): the pricing page's HTML carries real prices for crawlers and for
 * the first paint, and the client refreshes them from the api after hydration.
 */
export function prerenderedPlans(set: PrerenderedPlanSet = "default"): PlanList {
  return (snapshot as Record<PrerenderedPlanSet, unknown>)[set] as PlanList;
}
