import { defineMessages, type MessageDescriptor } from "react-intl";

const vpnTrialMessagesTyped = defineMessages({
  headline: {
    id: "vpn-trial.offer.headline",
    defaultMessage: "Try mVPN free for a month",
  },
  offer: {
    id: "vpn-trial.offer.body",
    defaultMessage:
      "Your first month of mVPN VIP is free: nothing is charged today. After that it is {renewal} a month, unless you cancel before the free month ends.",
  },
  howHeading: { id: "vpn-trial.how.heading", defaultMessage: "How the trial works" },
  stepAccount: {
    id: "vpn-trial.how.account",
    defaultMessage: "Enter your email at checkout: that creates your mVPN account.",
  },
  stepPay: {
    id: "vpn-trial.how.pay",
    defaultMessage:
      "Add a card, wallet or PayPal. Nothing is charged today: it is kept for the renewal.",
  },
  stepConnect: {
    id: "vpn-trial.how.connect",
    defaultMessage: "Download mVPN on up to 10 devices and connect in one tap.",
  },
  stepRenew: {
    id: "vpn-trial.how.renew",
    defaultMessage:
      "When the free month ends, VIP renews at {renewal} a month. Cancel the renewal in My account before then and you pay nothing.",
  },
  whoHeading: { id: "vpn-trial.who.heading", defaultMessage: "Who can take the trial" },
  whoBody: {
    id: "vpn-trial.who.body",
    defaultMessage:
      "The free trial is for new customers: once per account and per browser, for an account that has never had an mVPN subscription. If you have had a trial or a subscription, the checkout tells you before anything is charged.",
  },
  refundHeading: { id: "vpn-trial.refund.heading", defaultMessage: "Risk-free for 30 days" },
  refundBody: {
    id: "vpn-trial.refund.body",
    defaultMessage:
      "Forgot to cancel? Write to support within 30 days of your first payment and we refund it in full.",
  },
  includedHeading: {
    id: "vpn-trial.included.heading",
    defaultMessage: "The trial includes everything",
  },
  includedServers: {
    id: "vpn-trial.included.servers",
    defaultMessage: "Every server in 14 countries",
  },
  includedDevices: { id: "vpn-trial.included.devices", defaultMessage: "Up to 10 devices at once" },
  includedNoLogs: {
    id: "vpn-trial.included.noLogs",
    defaultMessage: "No-logs privacy and kill switch",
  },
  includedSupport: {
    id: "vpn-trial.included.support",
    defaultMessage: "Help from real people, 24/7",
  },
  start: { id: "vpn-trial.start", defaultMessage: "Start my free trial" },
  unavailable: {
    id: "vpn-trial.unavailable",
    defaultMessage: "The trial is not on offer right now. See our plans instead.",
  },
});

// Formatted with values: through untyped descriptors, as react-intl 12 asks.
export const vpnTrialMessages: Record<keyof typeof vpnTrialMessagesTyped, MessageDescriptor> =
  vpnTrialMessagesTyped;
