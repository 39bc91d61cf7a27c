import { useEffect, useState } from "react";
import { api } from "../api";
import { clientStateReady } from "../api/startup";
import type { PlanList } from "../api/types";
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
  const [state, setState] = useState<LivePlans>(() => ({
    plans: prerenderedPlans(offer ?? "default"),
    live: false,
  }));
  useEffect(() => {
    let current = true;
    const xFrom = xFromValue(window.location.search);
    clientStateReady()
      .then(async () =>
        loadLivePlans({
          calls: await api(),
          xFrom,
          country: geo.userMessage?.country_code,
          offer,
        }),
      )
      .then((plans) => {
        if (current) setState({ plans, live: true });
      })
      .catch((error: unknown) => console.warn("the plan list could not be refreshed", error));
    return () => {
      current = false;
    };
  }, [offer]);
  return state;
}
