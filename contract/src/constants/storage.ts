/**
 * SPEC.md §3 "Identity and storage items" and §9 "Storage keys": the names
 * the site keeps in local storage, session storage and cookies.
 */
export const STORAGE_KEYS = {
  /** The UTM data: a session-storage item and a 45-day cookie (SPEC.md §9). */
  utmTags: "utm_tags",
  /** The user info (SPEC.md §3 "User info"). */
  userInfo: "USERINFO",
  /** The geo info (SPEC.md §3 "Geo info"). */
  userMessage: "userMessage",
  /** The front-end user id, a random UUID (SPEC.md §3). */
  frontId: "front_id",
  /** The detected device (SPEC.md §3 "Other stored items"). */
  typeDevice: "typeDevice",
  /** The accepted-cookies flag, spelled as SPEC.md §4 "Consent" spells it. */
  acceptedCookies: "accpeted-cookies",
  /** An invite waiting in session storage between the landing and the signup (SPEC.md §3 "Invite"). */
  inviteCode: "invite_code",
  /** Session flag: the one reload after a failed page chunk, per path within 10 s (SPEC.md §4). */
  chunkReload: "chunk-reload",
  /** Session flag: the one compatibility-mode reload of SPEC.md §2. */
  compatReload: "compat-reload",
} as const;

/**
 * Keys made of a prefix and an id. The banner's prefix is the design system's
 * `dailyDismissKey` (which cannot import this package); a site test holds the two equal.
 */
export const STORAGE_KEY_PREFIXES = {
  /** `banner-close:<id>`: the per-banner last-close date (SPEC.md §3, §4). */
  bannerClose: "banner-close:",
  /** `promo-popup-shown:<flavour>`: the period a promotion popup was last shown in (SPEC.md §4). */
  popupShown: "promo-popup-shown:",
} as const;

/** SPEC.md §3 "Session storage": the tags saved from the landing query (utm_tags aside). */
export const SESSION_TAG_KEYS = [
  STORAGE_KEYS.frontId,
  "channel",
  "hab",
  "pab",
  "iv_user_id",
  "iv_sim_country",
] as const;

export type SessionTagKey = (typeof SESSION_TAG_KEYS)[number];
