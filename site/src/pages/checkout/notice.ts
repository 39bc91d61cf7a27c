import type { MessageDescriptor } from "react-intl";
import { checkoutMessages } from "../../checkout/checkout-messages";
import type { PayFailure } from "../../checkout/pay";

/** One message above the Pay button: what happened and what to do next. */
export interface CheckoutNotice {
  tone: "error" | "warn" | "info";
  title: MessageDescriptor;
  body: MessageDescriptor;
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
