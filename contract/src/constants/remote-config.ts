/**
 * SPEC.md §7 "Third-party services" and §4 "Remote promotion config": the
 * JSON strings of the remote config, a pair for production and a pair for
 * every other environment.
 */
export const PROMOTION_KEYS = {
  production: { config: "promotion", l10n: "promotion_l10n" },
  debug: { config: "debug_promotion", l10n: "debug_promotion_l10n" },
} as const;

/** The four keys, in the order SPEC.md §7 lists them. */
export const REMOTE_CONFIG_KEYS = [
  PROMOTION_KEYS.production.config,
  PROMOTION_KEYS.production.l10n,
  PROMOTION_KEYS.debug.config,
  PROMOTION_KEYS.debug.l10n,
] as const;

export type RemoteConfigKey = (typeof REMOTE_CONFIG_KEYS)[number];

/** SPEC.md §7: every key defaults to "{}" (nothing configured). */
export const REMOTE_CONFIG_DEFAULT_VALUE = "{}";
