import type { ApiCalls } from "../api";
import type { PlanList } from "../api/types";

export interface LivePlansInput {
  calls: Pick<ApiCalls, "plans" | "localizedPrices">;
  /** `CJ` when an affiliate brought the visitor (SPEC.md §7 X-From). */
  xFrom?: string | undefined;
  /** The visitor's country from geo info (`country_code`), when known. */
  country?: string | undefined;
  /** `trial`: the trial offer of /vpn-trial instead of the visitor's plan set. */
  offer?: "trial" | undefined;
}

/**
 * The plan list to show the visitor (issue #12, SPEC.md §3, §7, §8): the
 * api's list for the visitor's plan set, in the currency `/l10n/prices`
 * gives their country (USD, AUD, CAD or GBP). The api keeps its own price
 * points per currency, so the list is asked again in that currency rather
 * than converted here; a currency the api does not answer leaves USD.
 * SPEC.md §8 "Currency conversion failure: warning logged only; original
 * prices stay": a failure after the first list keeps that list. Rejects
 * only when the first list cannot be read (the page then keeps what it has).
 */
export async function loadLivePlans({
  calls,
  xFrom,
  country,
  offer,
}: LivePlansInput): Promise<PlanList> {
  const base = await calls.plans({ xFrom, offer });
  if (!country || base.list.length === 0) return base;
  const prices = await calls.localizedPrices({
    product_ids: base.list.map((plan) => plan.id),
    customer_country: country,
  });
  const currency = prices?.products[0]?.currency;
  if (!currency || currency === base.currency) return base;
  try {
    const local = await calls.plans({ xFrom, currency, offer });
    return local.list.length === base.list.length ? local : base;
  } catch (error) {
    console.warn(
      `price localisation to ${currency} failed; prices stay in ${base.currency}`,
      error,
    );
    return base;
  }
}
