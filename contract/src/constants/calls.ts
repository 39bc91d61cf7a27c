import type { SignatureVersion } from "./mounts";
import type { ResultProviderId } from "./payments";

/**
 * Where a call of SPEC.md §7 goes: its method, its path after the mount
 * (`/api/mms/` + path; `/ws/mm/reca/r<bot>/` + path when `bot` is set) and,
 * for a bot-protected call, its signature version. Plain data without zod, so
 * the site's HTTP client can take its paths from here; the schemas of each
 * call are in `@mvpn/contract` (src/calls/).
 */
export interface Endpoint {
  readonly method: "GET" | "POST";
  readonly path: string;
  readonly bot?: SignatureVersion;
}

// Plain object literals, no calls: a bundler keeps only what a page uses of this
// module (the site's first chunk imports a few names from it).
export const ENDPOINTS = {
  // SPEC.md §7 "Account"
  geoInfo: { method: "POST", path: "account/v1/geo_info" },
  anonymousSignup: { method: "POST", path: "account/v1/web/anonymous_signup", bot: 3 },
  login: { method: "POST", path: "account/v1/web/login", bot: 2 },
  logout: { method: "POST", path: "account/v1/web/logout" },
  verificationRequest: { method: "POST", path: "account/v1/verification/request" },
  setPassword: { method: "POST", path: "account/v1/web/set_password" },
  changePassword: { method: "POST", path: "account/v1/web/change_password" },
  profile: { method: "GET", path: "account/v1/web/profile" },
  userIpQuery: { method: "POST", path: "account/v1/web/user_ip/query" },
  userIpBind: { method: "POST", path: "account/v1/web/user_ip/bind" },
  userIpRemove: { method: "POST", path: "account/v1/web/user_ip/remove" },
  deviceList: { method: "GET", path: "account/v1/web/device/list" },
  deviceUnbind: { method: "POST", path: "account/v1/web/device/unbind" },
  // SPEC.md §7 "Support and reporting"
  contactUs: { method: "POST", path: "report/v1/contact_us" },
  analyticsEvents: { method: "POST", path: "analytics/v1/events" },
  // SPEC.md §7 "Third-party services": the remote config and the bot-protection challenge
  remoteConfig: { method: "GET", path: "config/v1/remote" },
  botChallenge: { method: "GET", path: "bot/v1/challenge" },
  // SPEC.md §7 "Payments"
  plans: { method: "GET", path: "payment/v1/providers/plans" },
  subscriptionMy: { method: "GET", path: "payment/v1/web/subscription_my" },
  // Not in SPEC.md §7: turns a subscription's renewal off or on from My account (ADR 0026, issue #38).
  subscriptionSetRenewal: {
    method: "POST",
    path: "payment/v1/web/subscription_set_renewal",
  },
  commonParams: { method: "GET", path: "payment/v1/providers/common/params" },
  s1PublicKey: { method: "GET", path: "payment/v1/providers/s1/publickey" },
  s1CreateSubscription: {
    method: "POST",
    path: "payment/v1/providers/s1/create_subscription",
    bot: 3,
  },
  pdPrepurchase: { method: "POST", path: "payment/v1/providers/common/pd/prepurchase" },
  psPurchase: { method: "POST", path: "payment/v1/providers/ps/purchase" },
  rzPurchase: { method: "POST", path: "payment/v1/providers/rz/purchase" },
  tpaPurchase: { method: "POST", path: "payment/v1/providers/tpa/purchase" },
  soPurchase: { method: "POST", path: "payment/v1/providers/so/purchase" },
  gapPurchaseResult: { method: "POST", path: "payment/v1/providers/gap/purchase_result" },
  s1PurchaseResult: { method: "POST", path: "payment/v1/providers/s1/purchase_result" },
  pdPurchaseResult: { method: "POST", path: "payment/v1/providers/pd/purchase_result" },
  psPurchaseResult: { method: "POST", path: "payment/v1/providers/ps/purchase_result" },
  rzPurchaseResult: { method: "POST", path: "payment/v1/providers/rz/purchase_result" },
  tpaPurchaseResult: { method: "POST", path: "payment/v1/providers/tpa/purchase_result" },
  soPurchaseResult: { method: "POST", path: "payment/v1/providers/so/purchase_result" },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof ENDPOINTS;

/** The purchase_result endpoint of each provider that has one. */
export const PURCHASE_RESULT_ENDPOINTS = {
  s1: ENDPOINTS.s1PurchaseResult,
  pd: ENDPOINTS.pdPurchaseResult,
  ps: ENDPOINTS.psPurchaseResult,
  rz: ENDPOINTS.rzPurchaseResult,
  tpa: ENDPOINTS.tpaPurchaseResult,
  so: ENDPOINTS.soPurchaseResult,
} as const satisfies Record<ResultProviderId, Endpoint>;

/** GET /l10n/prices: the price localisation, outside /api/mms and without the envelope (ADR 0010). */
export const LOCALIZED_PRICES_PATH = "/l10n/prices";
