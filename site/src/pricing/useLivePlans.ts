import { api } from "../api";
import { clientStateReady } from "../api/startup";
import type { PlanList } from "../api/types";
import { useQuery } from "../app/hooks/useQuery";
import { geo } from "../state/geo";
import { xFromValue } from "../tracking/cps-channel";
import { loadLivePlans } from "./live-plans";
import { prerenderedPlans } from "./prerendered-plans";

export interface LivePlans {
  plans: PlanList;
  /** Whether `plans` is the api's answer for this visitor (false: the prerendered list). */
  live: boolean;
}

/**
 * The prerendered plan list first (the HTML and the first render agree), then
 * after hydration the api's list for this visitor: their plan set (an
 * affiliate's) or the trial offer, in their country's currency once geo
 * info is known.
 */
export function useLivePlans(offer?: "trial"): LivePlans {
  const plans = useQuery(
    () =>
      visitorPlans(offer).catch((error: unknown) => {
        // SPEC.md §8: a failure keeps the list shown.
        console.warn("the plan list could not be refreshed", error);
        throw error;
      }),
    [offer],
    { initialData: () => prerenderedPlans(offer ?? "default") },
  );
  return { plans: plans.data, live: plans.status === "ready" };
}

async function visitorPlans(offer?: "trial"): Promise<PlanList> {
  const xFrom = xFromValue(window.location.search);
  await clientStateReady();
  return loadLivePlans({
    calls: await api(),
    xFrom,
    country: geo.userMessage?.country_code,
    offer,
  });
}
