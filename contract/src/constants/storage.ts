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
