import { isValidEmail } from "@mvpn/contract/validation";
import type { MessageDescriptor } from "react-intl";
import { type CardProblem, checkCard } from "../../checkout/card-input";
import { checkoutMessages } from "../../checkout/checkout-messages";
import { PAYMENT_FLOWS, type ProviderId } from "../../checkout/payment-methods";
import type { FormErrors } from "../../forms/useForm";
import type { CheckoutField, CheckoutValues } from "./useCheckoutPay";

export const CARD_MESSAGES: Record<
  "number" | "expiry" | "cvc",
  Record<CardProblem, MessageDescriptor>
> = {
  number: {
    missing: checkoutMessages.cardNumberMissing,
    invalid: checkoutMessages.cardNumberInvalid,
    expired: checkoutMessages.cardNumberInvalid,
  },
  expiry: {
    missing: checkoutMessages.cardExpiryMissing,
    invalid: checkoutMessages.cardExpiryInvalid,
    expired: checkoutMessages.cardExpired,
  },
  cvc: {
    missing: checkoutMessages.cardCvcMissing,
    invalid: checkoutMessages.cardCvcInvalid,
    expired: checkoutMessages.cardCvcInvalid,
  },
};

/** What the visitor typed, checked here first: the email (unless signed in) and a card's fields. */
export function checkTyped(values: CheckoutValues, method: ProviderId, signedIn: boolean) {
  const errors: FormErrors<CheckoutField, MessageDescriptor> = {};
  if (!signedIn) {
    const typed = values.email.trim();
    if (typed === "") errors.email = checkoutMessages.emailMissing;
    else if (!isValidEmail(typed)) errors.email = checkoutMessages.emailInvalid;
  }
  if (PAYMENT_FLOWS[method] === "card") {
    const problems = checkCard(values.card, new Date());
    for (const field of ["number", "expiry", "cvc"] as const) {
      const problem = problems[field];
      if (problem) errors[field] = CARD_MESSAGES[field][problem];
    }
  }
  return errors;
}
