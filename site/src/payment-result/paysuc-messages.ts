import { defineMessages, type MessageDescriptor } from "react-intl";

/** What was bought, the VIP time, the app and the first password (/paysuc). */
const messages = defineMessages({
  orderTitle: { id: "paysuc.order.title", defaultMessage: "Your purchase" },
  orderPlan: {
    id: "paysuc.order.plan",
    defaultMessage: "{months, plural, one {# month} other {# months}} of mVPN VIP",
  },
  orderPaid: { id: "paysuc.order.paid", defaultMessage: "Paid: {amount}" },
  orderFreeTrial: {
    id: "paysuc.order.freeTrial",
    defaultMessage:
      "Your free trial runs until {date}: nothing was charged today. Then {amount} is charged on {date}, unless you cancel the renewal in My account before.",
  },
  orderNumber: { id: "paysuc.order.number", defaultMessage: "Order number: {order}" },
  vipTitle: { id: "paysuc.vip.title", defaultMessage: "Your VIP access" },
  vipUntil: {
    id: "paysuc.vip.until",
    defaultMessage: "Your VIP access runs until {date}.",
  },
  vipDaysLeft: {
    id: "paysuc.vip.daysLeft",
    defaultMessage: "{days, plural, one {# day} other {# days}} of VIP time left",
  },
  vipLoading: { id: "paysuc.vip.loading", defaultMessage: "Loading your VIP time" },
  vipPending: {
    id: "paysuc.vip.pending",
    defaultMessage:
      "Your VIP time shows here as soon as the payment provider has confirmed the payment.",
  },
  downloadTitle: { id: "paysuc.download.title", defaultMessage: "Get the app" },
  downloadBody: {
    id: "paysuc.download.body",
    defaultMessage: "Install mVPN on this device, log in with your account and connect in one tap.",
  },
  passwordTitle: { id: "paysuc.password.title", defaultMessage: "Set a password" },
  passwordBody: {
    id: "paysuc.password.body",
    defaultMessage:
      "Your account has no password yet. Set one to log in to mVPN in the apps and on your other devices.",
  },
  passwordNew: { id: "paysuc.password.new", defaultMessage: "New password" },
  passwordConfirm: { id: "paysuc.password.confirm", defaultMessage: "Confirm the new password" },
  passwordSubmit: { id: "paysuc.password.submit", defaultMessage: "Set password" },
  passwordSaving: { id: "paysuc.password.saving", defaultMessage: "Setting your password" },
  passwordRules: {
    id: "paysuc.password.rules",
    defaultMessage: "The password does not meet the rules below.",
  },
  passwordMismatch: {
    id: "paysuc.password.mismatch",
    defaultMessage: "The two passwords are not the same.",
  },
  passwordFailed: {
    id: "paysuc.password.failed",
    defaultMessage: "Your password could not be set. Please try again.",
  },
  passwordDoneTitle: { id: "paysuc.password.doneTitle", defaultMessage: "Your password is set" },
  passwordDoneBody: {
    id: "paysuc.password.doneBody",
    defaultMessage: "Use it to log in to mVPN in the apps and on your other devices.",
  },
});

// Formatted with values (React elements among them): through the untyped descriptor.
export const paysucMessages: Record<keyof typeof messages, MessageDescriptor> = messages;
