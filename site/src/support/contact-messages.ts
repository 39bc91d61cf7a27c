import { defineMessages, type MessageDescriptor } from "react-intl";

/** The contact form's words (catalog `contact-us`, the page's name). */
const contactMessagesTyped = defineMessages({
  formHeading: { id: "contact-us.form.heading", defaultMessage: "Write to support" },
  formIntro: {
    id: "contact-us.form.intro",
    defaultMessage:
      "We answer every message by email. The more you tell us, the faster we can help.",
  },
  emailLabel: { id: "contact-us.form.email", defaultMessage: "Your email address" },
  emailHint: {
    id: "contact-us.form.emailHint",
    defaultMessage: "We reply to this address. Use the one of your mVPN account if you have one.",
  },
  emailMissing: {
    id: "contact-us.form.emailMissing",
    defaultMessage: "Enter your email address.",
  },
  emailInvalid: {
    id: "contact-us.form.emailInvalid",
    defaultMessage: "Enter a valid email address, like name@example.com.",
  },
  topicLabel: { id: "contact-us.form.topic", defaultMessage: "What is it about?" },
  topicPlaceholder: { id: "contact-us.form.topicPlaceholder", defaultMessage: "Choose a topic" },
  topicMissing: { id: "contact-us.form.topicMissing", defaultMessage: "Choose a topic." },
  messageLabel: { id: "contact-us.form.message", defaultMessage: "Your message" },
  messageHint: {
    id: "contact-us.form.messageHint",
    defaultMessage: "Tell us what happened, on which device and app, and what you already tried.",
  },
  messageMissing: { id: "contact-us.form.messageMissing", defaultMessage: "Write your message." },
  messageTooLong: {
    id: "contact-us.form.messageTooLong",
    defaultMessage: "Shorten your message to {max, number} characters or fewer.",
  },
  messageUnprintable: {
    id: "contact-us.form.messageUnprintable",
    defaultMessage:
      "Your message contains characters we cannot accept. Remove them or retype the text.",
  },
  orderLabel: { id: "contact-us.form.order", defaultMessage: "Order reference" },
  orderHint: {
    id: "contact-us.form.orderHint",
    defaultMessage:
      "For a payment question: the order reference from your receipt, like 0b0e7c1e-5d2a-4f6b-9a51-3c8e2f7d9a10.",
  },
  orderInvalid: {
    id: "contact-us.form.orderInvalid",
    defaultMessage:
      "This is not an order reference. Copy it from your receipt (32 letters and digits with dashes), or leave the field empty.",
  },
  send: { id: "contact-us.form.send", defaultMessage: "Send message" },
  sending: { id: "contact-us.form.sending", defaultMessage: "Sending your message…" },
  sentToast: {
    id: "contact-us.sent.toast",
    defaultMessage: "Message sent. Your reference number is {id}.",
  },
  sentTitle: {
    id: "contact-us.sent.title",
    defaultMessage: "Thank you, your message is on its way",
  },
  sentBody: {
    id: "contact-us.sent.body",
    defaultMessage:
      "Your reference number is {id}. We will answer at {email}; mention the reference number if you write again about the same question.",
  },
  sendAnother: { id: "contact-us.sent.another", defaultMessage: "Send another message" },
  failedTitle: { id: "contact-us.failed.title", defaultMessage: "Your message was not sent" },
  failedNetwork: {
    id: "contact-us.failed.network",
    defaultMessage:
      "We could not reach our server. Check your connection and try again: what you typed is still here.",
  },
  failedBusy: {
    id: "contact-us.failed.busy",
    defaultMessage:
      "You have sent several messages in a short time. Please try again in an hour; what you typed is still here.",
  },
  failedRejected: {
    id: "contact-us.failed.rejected",
    defaultMessage:
      "Our server did not accept the message. Check each field and try again; what you typed is still here.",
  },
  failedUnavailable: {
    id: "contact-us.failed.unavailable",
    defaultMessage:
      "Support messages cannot be received right now. Please try again in a few minutes; what you typed is still here.",
  },
  retry: { id: "contact-us.failed.retry", defaultMessage: "Try again" },
  asideHeading: { id: "contact-us.aside.heading", defaultMessage: "Before you write" },
  responseTimeTitle: { id: "contact-us.aside.responseTitle", defaultMessage: "When we answer" },
  responseTimeBody: {
    id: "contact-us.aside.responseBody",
    defaultMessage:
      "Our team answers every day of the week, usually within 24 hours. VIP members come first.",
  },
  helpTitle: { id: "contact-us.aside.helpTitle", defaultMessage: "Help centre" },
  helpBody: {
    id: "contact-us.aside.helpBody",
    defaultMessage:
      "Step-by-step guides for setting up the apps, fixing connection problems and managing your account.",
  },
  helpLink: { id: "contact-us.aside.helpLink", defaultMessage: "Open the help centre" },
  billingTitle: {
    id: "contact-us.aside.billingTitle",
    defaultMessage: "Plans, payments and refunds",
  },
  billingBody: {
    id: "contact-us.aside.billingBody",
    defaultMessage:
      "The questions asked most about billing, refunds and cancelling are answered on the pricing page.",
  },
  billingLink: { id: "contact-us.aside.billingLink", defaultMessage: "Read the pricing FAQ" },
  accountTitle: { id: "contact-us.aside.accountTitle", defaultMessage: "Your account" },
  accountBody: {
    id: "contact-us.aside.accountBody",
    defaultMessage:
      "See your VIP time and subscriptions, manage your devices or change your password yourself.",
  },
  accountLink: { id: "contact-us.aside.accountLink", defaultMessage: "Go to my account" },
});

/** Formatted with values: react-intl's typing wants plain descriptors. */
export const contactMessages = contactMessagesTyped as Record<
  keyof typeof contactMessagesTyped,
  MessageDescriptor
>;

export const topicMessages = defineMessages({
  billing: { id: "contact-us.topic.billing", defaultMessage: "Billing and payments" },
  account: { id: "contact-us.topic.account", defaultMessage: "Account and sign-in" },
  connection: { id: "contact-us.topic.connection", defaultMessage: "Connection problems" },
  devices: { id: "contact-us.topic.devices", defaultMessage: "Apps and devices" },
  refund: { id: "contact-us.topic.refund", defaultMessage: "Refunds" },
  other: { id: "contact-us.topic.other", defaultMessage: "Something else" },
});
