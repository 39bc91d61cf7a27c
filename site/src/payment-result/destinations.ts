import type { ResultProvider } from "../api/calls/payments";
import { isDangerousUrl } from "../app/routing/navigation-guards";
import { withLanguage } from "../app/routing/paths";
import { type PaymentQuery, paymentSearch } from "./payment-query";
import type { UnpaidOutcome } from "./payment-state";

/** /paysuc for a paid order, in the visitor's language. */
export function paysucPath(locale: string, query: PaymentQuery): string {
  return withLanguage(locale, `/paysuc${paymentSearch(query)}`);
}

/** /paystatus for an order, in the visitor's language. */
export function paystatusPath(locale: string, query: PaymentQuery): string {
  return withLanguage(locale, `/paystatus${paymentSearch(query)}`);
}

/**
 * The checkout the buyer came from, with the plan still chosen and what
 * happened (the checkout page says it): `/pricing/checkout/{plan}?payment=
 * declined&method=rz`.
 */
export function checkoutAgainPath(
  locale: string,
  planId: number,
  outcome: UnpaidOutcome,
  provider: ResultProvider,
): string {
  const search = new URLSearchParams({ payment: outcome, method: provider });
  return withLanguage(locale, `/pricing/checkout/${planId}?${search}`);
}

/**
 * Where "continue" sends a buyer whose bank wants a check: the order's
 * `redirect_url`, which the api writes relative to itself (the sandbox) or
 * absolute (a provider's page). Null for anything but http(s).
 */
export function actionUrl(redirectUrl: string, apiBase: string, origin: string): string | null {
  if (isDangerousUrl(redirectUrl)) return null;
  try {
    const url = new URL(redirectUrl, new URL(apiBase || "/", origin));
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}
