import { defineMessages, type MessageDescriptor } from "react-intl";

/** The words of each state of /paystatus (docs/payments.md "Orders"), and their next steps. */
const messages = defineMessages({
  openTitle: { id: "paystatus.open.title", defaultMessage: "Confirming your payment…" },
  invalidTitle: {
    id: "paystatus.invalid.title",
    defaultMessage: "We can’t tell which payment to check",
  },
  invalidBody: {
    id: "paystatus.invalid.body",
    defaultMessage:
      "This link is missing the details of your order. If you paid, your plan appears in My account as soon as the payment is confirmed. Otherwise, choose a plan again.",
  },
  signedOutTitle: {
    id: "paystatus.signedOut.title",
    defaultMessage: "Log in to see your payment",
  },
  signedOutBody: {
    id: "paystatus.signedOut.body",
    defaultMessage:
      "A payment belongs to the account that made it. Log in with that account to see whether it went through.",
  },
  actionTitle: {
    id: "paystatus.action.title",
    defaultMessage: "Your bank needs to confirm this payment",
  },
  actionBody: {
    id: "paystatus.action.body",
    defaultMessage:
      "Continue to your bank’s page to confirm it. This page updates by itself once the bank has answered.",
  },
  actionContinue: {
    id: "paystatus.action.continue",
    defaultMessage: "Continue to your bank",
  },
  paidTitle: { id: "paystatus.paid.title", defaultMessage: "Payment confirmed" },
  paidBody: {
    id: "paystatus.paid.body",
    defaultMessage: "Your plan is active. Taking you to your subscription…",
  },
  paidContinue: { id: "paystatus.paid.continue", defaultMessage: "See your subscription" },
  declinedTitle: { id: "paystatus.declined.title", defaultMessage: "Your payment was declined" },
  declinedBody: {
    id: "paystatus.declined.body",
    defaultMessage:
      "The payment provider refused the payment, so nothing was charged. Try again with another card or payment method.",
  },
  trialUsedTitle: {
    id: "paystatus.trialUsed.title",
    defaultMessage: "You have already had the free trial",
  },
  trialUsedBody: {
    id: "paystatus.trialUsed.body",
    defaultMessage:
      "The free trial is for new customers, once per account and per browser, and this account or browser has already had it. Nothing was charged and no plan was added. Choose a plan to continue.",
  },
  abandonedTitle: {
    id: "paystatus.abandoned.title",
    defaultMessage: "The payment was not completed",
  },
  abandonedBody: {
    id: "paystatus.abandoned.body",
    defaultMessage:
      "The checkout was cancelled or closed before the payment went through. You can start again whenever you like.",
  },
  expiredTitle: { id: "paystatus.expired.title", defaultMessage: "This payment has expired" },
  expiredBody: {
    id: "paystatus.expired.body",
    defaultMessage:
      "The payment could not be started in time, so nothing was charged. You can start again whenever you like.",
  },
  tryAgain: { id: "paystatus.tryAgain", defaultMessage: "Try again" },
  waitingTitle: {
    id: "paystatus.waiting.title",
    defaultMessage: "Still waiting for confirmation",
  },
  waitingBody: {
    id: "paystatus.waiting.body",
    defaultMessage:
      "We are still waiting for confirmation from the payment provider. Your plan appears in My account as soon as it is confirmed.",
  },
  unreachableTitle: {
    id: "paystatus.unreachable.title",
    defaultMessage: "We can’t reach mVPN right now",
  },
  unreachableBody: {
    id: "paystatus.unreachable.body",
    defaultMessage:
      "Check your internet connection and try again. If you paid, your payment is safe: it is confirmed as soon as we hear from the payment provider.",
  },
  retry: { id: "paystatus.retry", defaultMessage: "Retry" },
  failedTitle: {
    id: "paystatus.failed.title",
    defaultMessage: "We couldn’t find this payment",
  },
  failedBody: {
    id: "paystatus.failed.body",
    defaultMessage:
      "It may have been made with another account. Log in with the account you paid with, or see your plans in My account.",
  },
  logIn: { id: "paystatus.logIn", defaultMessage: "Log in" },
});

// Formatted with values (React elements among them): through the untyped descriptor.
export const paystatusMessages: Record<keyof typeof messages, MessageDescriptor> = messages;
