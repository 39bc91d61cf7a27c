import { useMemo, useRef, useState } from "react";
import { quietApi } from "../../api/quiet";
import { clientStateReady } from "../../api/startup";
import type { CommonParams, PlanList } from "../../api/types";
import { useQuery } from "../../app/hooks/useQuery";
import type { CardProviderParams } from "../../checkout/checkout-port";
import { offeredProviders, PROVIDER_ORDER, type ProviderId } from "../../checkout/payment-methods";
import { loadLivePlans } from "../../pricing/live-plans";
import { prerenderedCheckoutPlans } from "../../pricing/prerendered-plans";
import { geo } from "../../state/geo";
import { xFromValue } from "../../tracking/cps-channel";

export interface CheckoutData {
  plans: PlanList;
  providers: ProviderId[];
  sandbox: boolean;
  card: CardProviderParams | null;
  /** The sandbox wallet's answers (gap in test mode); null when no test wallet is offered. */
  wallet: { approve: string; decline: string } | null;
}

/**
 * `data` is always there: the prerendered order until the api has answered
 * (`ready`), and what was last shown when it could not (`failed`).
 */
export type CheckoutLoad =
  | { status: "loading"; data: CheckoutData }
  | { status: "failed"; data: CheckoutData; retry: () => void }
  | { status: "ready"; data: CheckoutData; refreshPlans: () => Promise<PlanList> };

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The sandbox wallet's answers (gap in test mode), from common/params. */
function walletParams(params: CommonParams): CheckoutData["wallet"] {
  const gap = params.providers.find((provider) => provider.id === "gap")?.params;
  return gap && gap.sandbox === true && text(gap.approve_token)
    ? { approve: text(gap.approve_token), decline: text(gap.decline_token) }
    : null;
}

/**
 * The checkout as prerendered (issue #34): the plan's own list as the seeded
 * api answers it, in US dollars, and every provider in the buyer's order, so
 * the HTML holds the plan, its price, the summary and the form, and the first
 * render in the browser is the same (no hydration mismatch).
 */
export function prerenderedCheckout(planId: string | null): CheckoutData {
  return {
    plans: prerenderedCheckoutPlans(planId),
    providers: [...PROVIDER_ORDER],
    sandbox: false,
    card: null,
    wallet: null,
  };
}

/**
 * What the checkout reads before it can sell, after hydration: the visitor's
 * plan list in their currency, and the providers the api offers with their
 * public parameters. Until then the prerendered order shows, and nothing can
 * be paid. `refreshPlans` reads the list again just before paying, so a
 * changed price is shown before it is charged.
 */
export function useCheckoutData(planId: string | null): CheckoutLoad {
  const [prerendered] = useState(() => prerenderedCheckout(planId));
  // The plan of the address when the page opened: choosing another plan of the
  // same list changes the address (the picker) but needs nothing new loaded.
  const firstPlanId = useRef(planId);
  const load = useQuery(
    () =>
      loadCheckout(firstPlanId.current).catch((error: unknown) => {
        console.warn("checkout could not load", error);
        throw error;
      }),
    [],
  );
  return useMemo((): CheckoutLoad => {
    if (load.status === "ready") return { status: "ready", ...load.data };
    const data = load.data?.data ?? prerendered;
    return load.status === "failed"
      ? { status: "failed", data, retry: load.retry }
      : { status: "loading", data };
  }, [load, prerendered]);
}

async function loadCheckout(
  planIdAtOpen: string | null,
): Promise<{ data: CheckoutData; refreshPlans: () => Promise<PlanList> }> {
  const xFrom = xFromValue(window.location.search);
  await clientStateReady();
  const calls = await quietApi();
  const country = geo.userMessage?.country_code;
  const [visitorPlans, params] = await Promise.all([
    loadLivePlans({ calls, xFrom, country }),
    calls.commonParams({ xFrom }),
  ]);
  // A plan the visitor's own list lacks may be the trial offer's (/vpn-trial links to it).
  const inList = (list: PlanList, id: string) => list.list.some((plan) => String(plan.id) === id);
  let offer: "trial" | undefined;
  let plans = visitorPlans;
  if (planIdAtOpen !== null && !inList(visitorPlans, planIdAtOpen)) {
    const trial = await loadLivePlans({ calls, country, offer: "trial" });
    if (inList(trial, planIdAtOpen)) {
      plans = trial;
      offer = "trial";
    }
  }
  const usable = offeredProviders(params.providers.map((provider) => provider.id));
  // SPEC.md §7: the card form's publishable key comes from s1/publickey.
  const key = usable.includes("s1") ? await calls.s1PublicKey().catch(() => null) : null;
  const card =
    key?.public_key && key.tokens_url
      ? { public_key: key.public_key, tokens_url: key.tokens_url }
      : null;
  const wallet = walletParams(params);
  const providers = usable.filter(
    (id) => (id !== "s1" || card !== null) && (id !== "gap" || wallet !== null),
  );
  return {
    data: { plans, providers, sandbox: params.sandbox, card, wallet },
    refreshPlans: async () => (await quietApi()).plans({ xFrom, currency: plans.currency, offer }),
  };
}
