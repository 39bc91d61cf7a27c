/** SPEC.md §7: where the plain calls live; a call's path is relative to it. */
export const MMS_PREFIX = "/api/mms/";

/** SPEC.md §7: bot-protected calls carry a version 2 or 3 signature. */
export const SIGNATURE_VERSIONS = [2, 3] as const;
export type SignatureVersion = (typeof SIGNATURE_VERSIONS)[number];

/** SPEC.md §7: where a protected call goes instead: /ws/mm/reca/r2/… or /ws/mm/reca/r3/…. */
export function botProtectedPrefix(version: SignatureVersion): string {
  return `/ws/mm/reca/r${version}/`;
}

/** SPEC.md §7: the bot-protection token's field, in the body (in the query of a GET). */
export const BOT_TOKEN_FIELD = "recasign";

/** The affiliate header of the plan list and the common params (SPEC.md §7). */
export const X_FROM_HEADER = "X-From";

/** Optional on purchase calls: the same key from the same user answers the same order (docs/api.md). */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
