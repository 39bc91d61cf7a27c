import { defineMessages, type MessageDescriptor } from "react-intl";

const vpnTrialMessagesTyped = defineMessages({
  headline: {
    id: "vpn-trial.offer.headline",
    defaultMessage: "Try mVPN for {price}",
  },
  offer: {
    id: "vpn-trial.offer.body",
    defaultMessage:
      "Your first month of mVPN VIP costs {price}. After that it is {renewal} a month, and you can cancel renewal at any time.",
  },
  howHeading: { id: "vpn-trial.how.heading", defaultMessage: "How the trial works" },
  stepAccount: {
    id: "vpn-trial.how.account",
    defaultMessage: "Enter your email at checkout: that creates your mVPN account.",
  },
  stepPay: {
    id: "vpn-trial.how.pay",
    defaultMessage: "Pay {price} for the first month with a card, wallet or PayPal.",
  },
  stepConnect: {
    id: "vpn-trial.how.connect",
    defaultMessage: "Download mVPN on up to 10 devices and connect in one tap.",
  },
  stepRenew: {
    id: "vpn-trial.how.renew",
    defaultMessage:
      "After a month, VIP renews at {renewal} a month. Turn renewal off in My account whenever you like.",
  },
  whoHeading: { id: "vpn-trial.who.heading", defaultMessage: "Who can take the trial" },
  whoBody: {
    id: "vpn-trial.who.body",
    defaultMessage:
      "The trial price is for new customers: one trial per person, for an account that has never had an mVPN subscription. If you subscribed before, the checkout shows the regular monthly price before you pay.",
  },
  refundHeading: { id: "vpn-trial.refund.heading", defaultMessage: "Risk-free for 30 days" },
  refundBody: {
    id: "vpn-trial.refund.body",
    defaultMessage:
      "Changed your mind? Write to support within 30 days and we refund everything you paid, the trial included.",
  },
  includedHeading: {
    id: "vpn-trial.included.heading",
    defaultMessage: "The trial includes everything",
  },
  includedServers: {
    id: "vpn-trial.included.servers",
    defaultMessage: "Every server in 94 countries",
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
  start: { id: "vpn-trial.start", defaultMessage: "Start my trial for {price}" },
  unavailable: {
    id: "vpn-trial.unavailable",
    defaultMessage: "The trial is not on offer right now. See our plans instead.",
  },
});

// Formatted with values: through untyped descriptors, as react-intl 12 asks.
export const vpnTrialMessages: Record<keyof typeof vpnTrialMessagesTyped, MessageDescriptor> =
  vpnTrialMessagesTyped;
