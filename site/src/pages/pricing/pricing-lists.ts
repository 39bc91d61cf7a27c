import type { PaymentLogoId } from "@mvpn/design-system";

// The /pricing page's lists, in the page's order, in a module of their own so
// that the pricing composition story (stories/src/PricingComposition.stories.tsx)
// shows the same items as the page without the page's react-intl components.

/** "Every plan includes": the ids of `includedMessages`. */
export const INCLUDED = [
  "devices",
  "servers",
  "bandwidth",
  "noLogs",
  "killSwitch",
  "apps",
  "streaming",
  "support",
  "refund",
] as const;

/** "Pay the way you like": the marks buyers look for. */
export const PAYMENT_LOGOS: readonly PaymentLogoId[] = [
  "visa",
  "mastercard",
  "amex",
  "paypal",
  "google-pay",
  "apple-pay",
  "alipay",
  "wechat-pay",
  "bitcoin",
];

/** The questions, each `pricingFaqMessages[`${key}Q`]` and `[`${key}A`]`. */
export const FAQ_KEYS = ["billing", "refund", "cancel", "devices", "privacy", "methods"] as const;
