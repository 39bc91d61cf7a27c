import { defineMessages, type MessageDescriptor } from "react-intl";

/** The checkout's words (catalog `pricing`: the checkout's page name is pricing, SPEC.md §2). */
const checkoutMessagesTyped = defineMessages({
  heading: { id: "pricing.checkout.heading", defaultMessage: "Secure checkout" },
  loadFailed: {
    id: "pricing.checkout.loadFailed",
    defaultMessage: "We could not load the plans. Check your connection and try again.",
  },
  retry: { id: "pricing.checkout.retry", defaultMessage: "Try again" },
  planHeading: { id: "pricing.checkout.plan.heading", defaultMessage: "1. Choose your plan" },
  changePlan: { id: "pricing.checkout.plan.change", defaultMessage: "Change plan" },
  planTitle: {
    id: "pricing.checkout.plan.title",
    defaultMessage: "mVPN VIP, {months, plural, one {# month} other {# months}}",
  },
  planTerm: {
    id: "pricing.checkout.plan.term",
    defaultMessage:
      "{months, plural, one {Billed every month} other {Billed every # months}} · up to 10 devices",
  },
  accountHeading: { id: "pricing.checkout.account.heading", defaultMessage: "2. Your account" },
  accountBody: {
    id: "pricing.checkout.account.body",
    defaultMessage:
      "Enter your email: we create your account with it, send your receipt there and you can set a password after paying.",
  },
  emailLabel: { id: "pricing.checkout.account.email", defaultMessage: "Email address" },
  emailMissing: {
    id: "pricing.checkout.account.emailMissing",
    defaultMessage: "Enter your email address.",
  },
  emailInvalid: {
    id: "pricing.checkout.account.emailInvalid",
    defaultMessage: "Enter a valid email address, like name@example.com.",
  },
  haveAccount: {
    id: "pricing.checkout.account.haveAccount",
    defaultMessage: "Already have an account? <link>Log in</link>",
  },
  signedInAs: {
    id: "pricing.checkout.account.signedInAs",
    defaultMessage: "Signed in as {name}. Your plan is added to this account.",
  },
  paymentHeading: { id: "pricing.checkout.payment.heading", defaultMessage: "3. Payment" },
  moreMethods: { id: "pricing.checkout.payment.more", defaultMessage: "More ways to pay" },
  noMethods: {
    id: "pricing.checkout.payment.noMethods",
    defaultMessage:
      "Payments are not available right now. Please try again later or contact support.",
  },
  payButton: { id: "pricing.checkout.pay", defaultMessage: "Pay {amount}" },
  continueButton: {
    id: "pricing.checkout.continue",
    defaultMessage: "Continue to {method}",
  },
  paying: { id: "pricing.checkout.paying", defaultMessage: "Processing your payment…" },
  redirecting: {
    id: "pricing.checkout.redirecting",
    defaultMessage: "Taking you to {method}…",
  },
  redirectNote: {
    id: "pricing.checkout.redirectNote",
    defaultMessage: "You finish paying on {method}’s secure page, then come straight back here.",
  },
  secureNote: {
    id: "pricing.checkout.secureNote",
    defaultMessage:
      "Encrypted payment. We never see or store your full card number. By paying you accept the <link>Terms of use</link>.",
  },
  walletNote: {
    id: "pricing.checkout.walletNote",
    defaultMessage: "Pay with the card saved in Google Pay or Apple Pay. No card form needed.",
  },
  // Outcomes: one clear message each, the form kept.
  declinedTitle: { id: "pricing.checkout.declined.title", defaultMessage: "Payment declined" },
  trialUsedTitle: {
    id: "pricing.checkout.trialUsed.title",
    defaultMessage: "You have already had the free trial",
  },
  trialUsedBody: {
    id: "pricing.checkout.trialUsed.body",
    defaultMessage:
      "The free trial is for new customers, once per account and per browser, and this account or browser has already had it. Nothing was charged and no plan was added. Choose a plan to continue.",
  },
  declinedCard: {
    id: "pricing.checkout.declined.card",
    defaultMessage:
      "Your card was declined and nothing was charged. Check the details, try another card or choose another payment method.",
  },
  declinedOther: {
    id: "pricing.checkout.declined.other",
    defaultMessage:
      "{method} declined the payment and nothing was charged. Try again or choose another payment method.",
  },
  abandonedTitle: {
    id: "pricing.checkout.abandoned.title",
    defaultMessage: "Payment not completed",
  },
  abandonedBody: {
    id: "pricing.checkout.abandoned.body",
    defaultMessage:
      "You left {method} before paying, so nothing was charged. Your plan is still selected: pay when you are ready.",
  },
  expiredBody: {
    id: "pricing.checkout.expired.body",
    defaultMessage:
      "The payment with {method} timed out and nothing was charged. Your plan is still selected: please try again.",
  },
  networkTitle: { id: "pricing.checkout.network.title", defaultMessage: "Connection problem" },
  networkBody: {
    id: "pricing.checkout.network.body",
    defaultMessage:
      "We could not reach our payment server. You have not been charged twice: press Pay again to continue the same payment.",
  },
  unavailableTitle: {
    id: "pricing.checkout.unavailable.title",
    defaultMessage: "Payment method unavailable",
  },
  unavailableBody: {
    id: "pricing.checkout.unavailable.body",
    defaultMessage:
      "{method} is not working right now. Please choose another payment method or try again in a few minutes.",
  },
  busyBody: {
    id: "pricing.checkout.busy.body",
    defaultMessage:
      "Too many payment attempts in a short time. Please wait a minute and try again.",
  },
  partnerBody: {
    id: "pricing.checkout.partner.body",
    defaultMessage:
      "This offer is only available through our partner’s link. Choose one of our own plans instead.",
  },
  conflictBody: {
    id: "pricing.checkout.conflict.body",
    defaultMessage: "This payment can no longer be completed. Press Pay to start a new one.",
  },
  rejectedBody: {
    id: "pricing.checkout.rejected.body",
    defaultMessage: "We could not start the payment. Please check your details and try again.",
  },
  problemTitle: {
    id: "pricing.checkout.problem.title",
    defaultMessage: "We could not take the payment",
  },
  signupFailed: {
    id: "pricing.checkout.signupFailed",
    defaultMessage:
      "We could not create your account just now. Check your connection and press Pay again.",
  },
  signupRateLimited: {
    id: "pricing.checkout.signupRateLimited",
    defaultMessage:
      "Too many requests. Please try again in {minutes, plural, one {# minute} other {# minutes}}.",
  },
  priceChangedNote: {
    id: "pricing.checkout.priceChanged",
    defaultMessage: "Check the new price, then press Pay to continue.",
  },
  // Card fields.
  cardNumberMissing: {
    id: "pricing.checkout.card.numberMissing",
    defaultMessage: "Enter your card number.",
  },
  cardNumberInvalid: {
    id: "pricing.checkout.card.numberInvalid",
    defaultMessage: "This card number is not valid. Check it and try again.",
  },
  cardExpiryMissing: {
    id: "pricing.checkout.card.expiryMissing",
    defaultMessage: "Enter the expiry date as MM/YY.",
  },
  cardExpiryInvalid: {
    id: "pricing.checkout.card.expiryInvalid",
    defaultMessage: "Enter the expiry date as MM/YY, for example 04/29.",
  },
  cardExpired: {
    id: "pricing.checkout.card.expired",
    defaultMessage: "This card has expired. Use another card.",
  },
  cardCvcMissing: {
    id: "pricing.checkout.card.cvcMissing",
    defaultMessage: "Enter the 3 or 4 digit security code.",
  },
  cardCvcInvalid: {
    id: "pricing.checkout.card.cvcInvalid",
    defaultMessage: "The security code is 3 or 4 digits, on the back of most cards.",
  },
  // The sandbox's wallet sheet (test mode only).
  walletTitle: { id: "pricing.checkout.wallet.title", defaultMessage: "Test wallet" },
  walletBody: {
    id: "pricing.checkout.wallet.body",
    defaultMessage:
      "Payments are in test mode: no real wallet opens. Choose what the wallet answers.",
  },
  walletApprove: { id: "pricing.checkout.wallet.approve", defaultMessage: "Approve payment" },
  walletDecline: { id: "pricing.checkout.wallet.decline", defaultMessage: "Decline payment" },
  walletCancel: { id: "pricing.checkout.wallet.cancel", defaultMessage: "Cancel" },
  sandboxNote: {
    id: "pricing.checkout.sandbox",
    defaultMessage:
      "Test mode: no real money is taken. Test card 4242 4242 4242 4242, any future date, any 3-digit code.",
  },
});

/** Each provider as the buyer knows it. */
const methodMessagesTyped = defineMessages({
  s1: { id: "pricing.checkout.method.s1", defaultMessage: "Credit or debit card" },
  s1Description: {
    id: "pricing.checkout.method.s1.description",
    defaultMessage: "Visa, Mastercard, American Express",
  },
  gap: { id: "pricing.checkout.method.gap", defaultMessage: "Google Pay or Apple Pay" },
  gapDescription: {
    id: "pricing.checkout.method.gap.description",
    defaultMessage: "One tap with the card saved on your device",
  },
  ps: { id: "pricing.checkout.method.ps", defaultMessage: "PayPal" },
  psDescription: {
    id: "pricing.checkout.method.ps.description",
    defaultMessage: "Pay from your PayPal balance or linked account",
  },
  pd: { id: "pricing.checkout.method.pd", defaultMessage: "Card with invoice" },
  pdDescription: {
    id: "pricing.checkout.method.pd.description",
    defaultMessage: "Hosted checkout with a VAT invoice, for businesses",
  },
  rz: { id: "pricing.checkout.method.rz", defaultMessage: "UPI and net banking" },
  rzDescription: {
    id: "pricing.checkout.method.rz.description",
    defaultMessage: "UPI, net banking and local wallets",
  },
  tpa: { id: "pricing.checkout.method.tpa", defaultMessage: "Alipay or WeChat Pay" },
  tpaDescription: {
    id: "pricing.checkout.method.tpa.description",
    defaultMessage: "Confirm the payment in the app on your phone",
  },
  so: { id: "pricing.checkout.method.so", defaultMessage: "Cryptocurrency" },
  soDescription: {
    id: "pricing.checkout.method.so.description",
    defaultMessage: "Bitcoin, Ethereum, USDT and more",
  },
});

// Formatted with values (numbers, React elements): through untyped descriptors, as react-intl 12 asks.
export const checkoutMessages: Record<keyof typeof checkoutMessagesTyped, MessageDescriptor> =
  checkoutMessagesTyped;
export const methodMessages: Record<keyof typeof methodMessagesTyped, MessageDescriptor> =
  methodMessagesTyped;
