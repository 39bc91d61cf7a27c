import { TRIAL_USED_REASON } from "@mvpn/contract/constants";
import type { MessageDescriptor } from "react-intl";
import { isEnvelope } from "../../api/envelope";
import { checkoutMessages } from "../../checkout/checkout-messages";
import type { PayFailure } from "../../checkout/pay";

/** One message above the Pay button: what happened and what to do next. */
export interface CheckoutNotice {
  tone: "error" | "warn" | "info";
  title: MessageDescriptor;
  body: MessageDescriptor;
  /** Values of the body's placeholders (`{minutes}`). */
  values?: Record<string, number>;
}

const failureBodies: Record<PayFailure, MessageDescriptor> = {
  network: checkoutMessages.networkBody,
  unavailable: checkoutMessages.unavailableBody,
  busy: checkoutMessages.busyBody,
  partner: checkoutMessages.partnerBody,
  conflict: checkoutMessages.conflictBody,
  rejected: checkoutMessages.rejectedBody,
};

export function failureNotice(failure: PayFailure): CheckoutNotice {
  if (failure === "network")
    return { tone: "error", title: checkoutMessages.networkTitle, body: failureBodies.network };
  if (failure === "unavailable")
    return {
      tone: "error",
      title: checkoutMessages.unavailableTitle,
      body: failureBodies.unavailable,
    };
  return { tone: "error", title: checkoutMessages.problemTitle, body: failureBodies[failure] };
}

/**
 * Why the account a new visitor pays with could not be created. A rate limit
 * says so, with the wait the api gave (`data.retry_after`, seconds) in the
 * visitor's language: the server's "Too many requests. Please try again in
 * 17 minutes.", never the connection advice, which sends the visitor to press
 * Pay again at once. Anything else is the connection notice.
 */
export function signupFailureNotice(reason: unknown): CheckoutNotice {
  if (isEnvelope(reason) && reason.code === 429) {
    const seconds = (reason.data as { retry_after?: unknown } | null | undefined)?.retry_after;
    if (typeof seconds === "number" && Number.isFinite(seconds) && seconds > 0) {
      return {
        tone: "error",
        title: checkoutMessages.problemTitle,
        body: checkoutMessages.signupRateLimited,
        values: { minutes: Math.ceil(seconds / 60) },
      };
    }
    return failureNotice("busy");
  }
  return {
    tone: "error",
    title: checkoutMessages.problemTitle,
    body: checkoutMessages.signupFailed,
  };
}

/**
 * A declined order: the card's or the method's refusal, or, for an order
 * priced as a trial on an account that has already had one, that rule
 * (docs/payments.md "The trial, once").
 */
export function declinedOrderNotice(
  order: { failure_reason?: string | undefined },
  card: boolean,
): CheckoutNotice {
  if (order.failure_reason === TRIAL_USED_REASON) return trialUsedNotice();
  return declinedNotice(card);
}

/** The account or browser has had its trial (docs/payments.md "The trial, once"). */
export function trialUsedNotice(): CheckoutNotice {
  return {
    tone: "error",
    title: checkoutMessages.trialUsedTitle,
    body: checkoutMessages.trialUsedBody,
  };
}

/** A plan whose first period costs nothing: the free trial of /vpn-trial (ADR 0026). */
export function isFreeTrialPrice(trialPrice: string | number | null | undefined): boolean {
  return trialPrice != null && Number(trialPrice) === 0;
}

export function declinedNotice(card: boolean): CheckoutNotice {
  return {
    tone: "error",
    title: checkoutMessages.declinedTitle,
    body: card ? checkoutMessages.declinedCard : checkoutMessages.declinedOther,
  };
}

/** The notice for a visitor sent back from /paystatus (`?payment=…`), or null. */
export function returnNotice(payment: string | null): CheckoutNotice | null {
  if (payment === "abandoned")
    return {
      tone: "warn",
      title: checkoutMessages.abandonedTitle,
      body: checkoutMessages.abandonedBody,
    };
  if (payment === "expired")
    return {
      tone: "warn",
      title: checkoutMessages.abandonedTitle,
      body: checkoutMessages.expiredBody,
    };
  if (payment === "declined") return declinedNotice(false);
  return null;
}
