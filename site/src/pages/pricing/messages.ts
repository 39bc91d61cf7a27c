import { defineMessages, type MessageDescriptor } from "react-intl";

/** The words of /pricing beyond its intro (intros/pricing.ts). */
const pricingMessagesTyped = defineMessages({
  offerEyebrow: { id: "pricing.offer.eyebrow", defaultMessage: "Limited-time offer" },
  offerHeadline: {
    id: "pricing.offer.headline",
    defaultMessage: "Save up to {percent} on mVPN",
  },
  festivalEyebrow: { id: "pricing.offer.festivalEyebrow", defaultMessage: "Festival sale" },
  festivalHeadline: {
    id: "pricing.offer.festivalHeadline",
    defaultMessage: "Our festival sale is on: save up to {percent}",
  },
  offerEnds: { id: "pricing.offer.ends", defaultMessage: "This price ends in" },
  plansHeading: { id: "pricing.plans.heading", defaultMessage: "Pick the term that suits you" },
  plansNote: {
    id: "pricing.plans.note",
    defaultMessage:
      "Prices include every feature. You pay once for the term and can cancel renewal at any time in your account.",
  },
  planTitle: {
    id: "pricing.plans.title",
    defaultMessage: "{months, plural, one {# month} other {# months}}",
  },
  choosePlan: {
    id: "pricing.plans.choose",
    defaultMessage: "Get {months, plural, one {# month} other {# months}}",
  },
  pricesIn: {
    id: "pricing.plans.pricesIn",
    defaultMessage: "Prices in {currency}",
  },
  paymentHeading: { id: "pricing.payment.heading", defaultMessage: "Pay the way you like" },
  paymentBody: {
    id: "pricing.payment.body",
    defaultMessage:
      "Cards, wallets and local payment methods, processed by our payment partners over an encrypted connection. We never see or store your card number.",
  },
  includedHeading: { id: "pricing.included.heading", defaultMessage: "Every plan includes" },
  faqHeading: { id: "pricing.faq.heading", defaultMessage: "Questions about plans and billing" },
  closingHeading: {
    id: "pricing.closing.heading",
    defaultMessage: "Try mVPN without risk",
  },
  closingBody: {
    id: "pricing.closing.body",
    defaultMessage:
      "If mVPN is not right for you, ask for a refund within 30 days and get all your money back. No questions asked.",
  },
  closingAction: { id: "pricing.closing.action", defaultMessage: "Choose a plan" },
});

/** What every plan includes (the comparison), in order of what visitors ask about first. */
const includedMessagesTyped = defineMessages({
  devices: { id: "pricing.included.devices", defaultMessage: "10 devices at the same time" },
  servers: {
    id: "pricing.included.servers",
    defaultMessage: "Servers in 14 countries, unlimited switching",
  },
  bandwidth: { id: "pricing.included.bandwidth", defaultMessage: "Unlimited bandwidth and speed" },
  noLogs: { id: "pricing.included.noLogs", defaultMessage: "Strict no-logs policy" },
  killSwitch: {
    id: "pricing.included.killSwitch",
    defaultMessage: "Kill switch and DNS leak protection",
  },
  apps: {
    id: "pricing.included.apps",
    defaultMessage: "Apps for Windows, Mac, iOS, Android, Chrome and smart TVs",
  },
  streaming: {
    id: "pricing.included.streaming",
    defaultMessage: "Streaming and torrent-friendly servers",
  },
  support: { id: "pricing.included.support", defaultMessage: "Help from real people, 24/7" },
  refund: { id: "pricing.included.refund", defaultMessage: "30-day money-back guarantee" },
});

/** The pricing FAQ: billing, refunds, cancelling, devices, privacy (issue #12). */
const pricingFaqMessagesTyped = defineMessages({
  billingQ: { id: "pricing.faq.billing.q", defaultMessage: "How will I be billed?" },
  billingA: {
    id: "pricing.faq.billing.a",
    defaultMessage:
      "You pay for the whole term at once: the total shown under each plan. The plan renews at the end of the term at the regular price unless you turn renewal off in your account.",
  },
  refundQ: { id: "pricing.faq.refund.q", defaultMessage: "Can I get my money back?" },
  refundA: {
    id: "pricing.faq.refund.a",
    defaultMessage:
      "Yes. Every plan has a 30-day money-back guarantee. Write to support within 30 days of your purchase and we refund the full amount to the way you paid.",
  },
  cancelQ: { id: "pricing.faq.cancel.q", defaultMessage: "How do I cancel?" },
  cancelA: {
    id: "pricing.faq.cancel.a",
    defaultMessage:
      "Turn off renewal in My account at any time. Your VIP access continues until the end of the term you paid for, and you are not charged again.",
  },
  devicesQ: {
    id: "pricing.faq.devices.q",
    defaultMessage: "How many devices can I use?",
  },
  devicesA: {
    id: "pricing.faq.devices.a",
    defaultMessage:
      "Up to 10 at the same time, on any mix of phones, computers, browsers and TVs. You can see and sign out devices in My account.",
  },
  privacyQ: { id: "pricing.faq.privacy.q", defaultMessage: "What do you keep about my payment?" },
  privacyA: {
    id: "pricing.faq.privacy.a",
    defaultMessage:
      "Only what the law and refunds need: the order, the amount and the date. Card details go straight to the payment partner, and we never link your payments to what you do online.",
  },
  methodsQ: {
    id: "pricing.faq.methods.q",
    defaultMessage: "Which payment methods can I use?",
  },
  methodsA: {
    id: "pricing.faq.methods.a",
    defaultMessage:
      "Credit and debit cards, Google Pay, Apple Pay, PayPal, local methods such as UPI, Alipay and WeChat Pay, and cryptocurrency. You choose at checkout.",
  },
});

// Formatted with values (numbers, React elements): through untyped descriptors, as react-intl 12 asks.
export const pricingMessages: Record<keyof typeof pricingMessagesTyped, MessageDescriptor> =
  pricingMessagesTyped;
export const includedMessages: Record<keyof typeof includedMessagesTyped, MessageDescriptor> =
  includedMessagesTyped;
export const pricingFaqMessages: Record<keyof typeof pricingFaqMessagesTyped, MessageDescriptor> =
  pricingFaqMessagesTyped;
