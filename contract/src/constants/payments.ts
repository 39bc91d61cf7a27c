/**
 * SPEC.md §7 "Payments": the providers, each with how its checkout works.
 * - card: the site tokenises a card and charges it (s1/create_subscription);
 * - redirect: a hosted checkout page the buyer is sent to and back from;
 * - wallet: a Google Pay / Apple Pay token charged in one call (gap/purchase_result).
 */
export const PROVIDER_KINDS = {
  s1: "card",
  pd: "redirect",
  ps: "redirect",
  rz: "redirect",
  gap: "wallet",
  tpa: "redirect",
  so: "redirect",
} as const;

export type ProviderId = keyof typeof PROVIDER_KINDS;
export type ProviderKind = (typeof PROVIDER_KINDS)[ProviderId];

type ProvidersOfKind<K extends ProviderKind> = {
  [P in ProviderId]: (typeof PROVIDER_KINDS)[P] extends K ? P : never;
}[ProviderId];

/** The provider ids in the order SPEC.md §7 lists them. */
export const PROVIDER_IDS = /* @__PURE__ */ Object.keys(PROVIDER_KINDS) as readonly ProviderId[];

/** Providers whose checkout is a page of theirs the buyer is sent to (and back). */
export type RedirectProviderId = ProvidersOfKind<"redirect">;
export const REDIRECT_PROVIDERS = /* @__PURE__ */ PROVIDER_IDS.filter(
  (id) => PROVIDER_KINDS[id] === "redirect",
) as readonly RedirectProviderId[];

/** Providers with a purchase_result call to poll: every one but the wallet, whose purchase_result is the purchase. */
export type ResultProviderId = ProvidersOfKind<"card" | "redirect">;
export const RESULT_PROVIDERS = /* @__PURE__ */ PROVIDER_IDS.filter(
  (id) => PROVIDER_KINDS[id] !== "wallet",
) as readonly ResultProviderId[];

export function isProviderId(value: string): value is ProviderId {
  return Object.hasOwn(PROVIDER_KINDS, value);
}

export function isRedirectProvider(value: string): value is RedirectProviderId {
  return isProviderId(value) && PROVIDER_KINDS[value] === "redirect";
}

/** SPEC.md §3 "Purchase payload addition": the affiliate networks of `_cps.type`. */
export const CPS_TYPES = ["cj", "cf", "admitad"] as const;
export type CpsType = (typeof CPS_TYPES)[number];

/**
 * The life of an order (docs/payments.md): `created`, `pending` and
 * `requires_action` may still change (the site keeps polling); the others are final.
 */
export const ORDER_STATUSES = [
  "created",
  "pending",
  "requires_action",
  "succeeded",
  "declined",
  "abandoned",
  "expired",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** States that may still change on their own (the site keeps polling). */
export const OPEN_ORDER_STATUSES = [
  "created",
  "pending",
  "requires_action",
] as const satisfies readonly OrderStatus[];
export type OpenOrderStatus = (typeof OPEN_ORDER_STATUSES)[number];

export function isOpenOrderStatus(status: string): status is OpenOrderStatus {
  return (OPEN_ORDER_STATUSES as readonly string[]).includes(status);
}

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/** What a subscription is at a moment: running, queued after another, or over. */
export const SUBSCRIPTION_STATES = ["active", "upcoming", "expired", "cancelled"] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/** The `status` filter of subscription_my: every state, or all of them. */
export const SUBSCRIPTION_FILTERS = ["all", ...SUBSCRIPTION_STATES] as const;
export type SubscriptionFilter = (typeof SUBSCRIPTION_FILTERS)[number];

/**
 * SPEC.md §4 and §9: the promotional maximum discount starts at a floor of
 * 59 percent and rises to the highest discount_percent of the plan list.
 */
export const MAX_DISCOUNT_FLOOR = 59;

/** GET /l10n/prices: at most this many product ids per call. */
export const MAX_PRODUCT_IDS = 50;

/** Offers the plan list answers besides the caller's plan set (`plans?offer=…`): the trial of /vpn-trial. */
export const PLAN_OFFERS = ["trial"] as const;
export type PlanOffer = (typeof PLAN_OFFERS)[number];

/**
 * The `failure_reason` of an order priced as a trial when the account has
 * already had its trial or a subscription, or the browser a trial: the trial
 * is for a first subscription, once per account and browser (docs/payments.md
 * "The trial, once"). The order is declined and grants nothing; the site
 * shows its own translation of this. The words stay as they were when the
 * trial cost something: declined orders keep them, and the site matches them.
 */
export const TRIAL_USED_REASON =
  "The trial price is for a first subscription only, and this account has already had one.";
