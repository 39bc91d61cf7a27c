import { TRIAL_USED_REASON } from "@mvpn/contract/constants";
import { actionUrl, checkoutAgainPath, paysucPath } from "./destinations";
import type { PaymentQuery } from "./payment-query";
import { orderStateOf, type UnpaidOutcome } from "./payment-state";
import type { PollEvent } from "./poll-purchase-result";

/** What /paystatus shows; `next` is where the page moves on to by itself. */
export type PayStatusView =
  /** The prerendered page, and the moment before the first answer: neutral, never an error. */
  | { kind: "checking" }
  /** No usable `order` and `provider` in the query: nothing is asked. */
  | { kind: "invalid" }
  /** purchase_result needs the buyer's token. */
  | { kind: "signed-out" }
  | { kind: "open" }
  | { kind: "action"; continueUrl: string | null }
  | { kind: "paid"; next: string }
  | { kind: UnpaidOutcome; next: string | null }
  /** Paid at the trial price when the account had already had its trial (docs/payments.md): nothing granted. */
  | { kind: "trial-used" }
  /** Still open after 5 minutes of polling. */
  | { kind: "waiting" }
  /** The first calls all failed: offer a retry. */
  | { kind: "unreachable" }
  /** The api cannot find the order for this account. */
  | { kind: "failed" };

export interface ViewContext {
  locale: string;
  query: PaymentQuery;
  /** The api's base URL (`VITE_API_BASE_URL`, "" for this origin). */
  apiBase: string;
  origin: string;
}

/** The page's state after a poll event. */
export function viewOfEvent(event: PollEvent, context: ViewContext): PayStatusView {
  switch (event.type) {
    case "waiting":
      return { kind: "waiting" };
    case "unreachable":
      return { kind: "unreachable" };
    case "failed":
      return { kind: "failed" };
    case "answer":
      break;
  }
  const state = orderStateOf(event.result);
  const { locale, query } = context;
  if (state.kind === "declined" && event.result.failure_reason === TRIAL_USED_REASON) {
    return { kind: "trial-used" };
  }
  switch (state.kind) {
    case "open":
      return { kind: "open" };
    case "action":
      return {
        kind: "action",
        continueUrl: actionUrl(state.redirectUrl, context.apiBase, context.origin),
      };
    case "paid":
      return { kind: "paid", next: paysucPath(locale, query) };
    default:
      return {
        kind: state.kind,
        next:
          state.planId === null
            ? null
            : checkoutAgainPath(locale, state.planId, state.kind, query.provider),
      };
  }
}
