/** SPEC.md §9 "Cookie names": the session token (also read for Authorization, SPEC.md §7). */
export const TOKEN_COOKIE = "paypal_token";

/** SPEC.md §3 and §9: the language cookie (365 days, SameSite Lax, path /). */
export const LOCALE_COOKIE = "locale";

/** SPEC.md §9 "Cookie names": the four affiliate cookies. */
export const AFFILIATE_COOKIES = {
  click: "cf-click",
  cje: "cje",
  cjeClient: "cje-client",
  affiliateId: "_aid",
} as const;

export type AffiliateCookieName = (typeof AFFILIATE_COOKIES)[keyof typeof AFFILIATE_COOKIES];

/**
 * Set by the api, not the site: a signed random id of the browser a trial was
 * bought from, HttpOnly (docs/payments.md "The trial price, once").
 */
export const DEVICE_COOKIE = "mvpn_device";
