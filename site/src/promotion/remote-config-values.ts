import {
  PROMOTION_KEYS,
  REMOTE_CONFIG_DEFAULT_VALUE,
  REMOTE_CONFIG_KEYS,
  type RemoteConfigKey,
} from "@mvpn/contract/constants";

/** SPEC.md §7 "Third-party services": the four JSON strings of the remote config (the contract's keys). */
export { REMOTE_CONFIG_KEYS, type RemoteConfigKey };

export type RemoteConfigValues = Readonly<Record<RemoteConfigKey, string>>;

/** SPEC.md §7: every key defaults to "{}". */
export const REMOTE_CONFIG_DEFAULTS: RemoteConfigValues = Object.fromEntries(
  REMOTE_CONFIG_KEYS.map((key) => [key, REMOTE_CONFIG_DEFAULT_VALUE]),
) as RemoteConfigValues;

/** SPEC.md §9 "Third-party settings: remote config fetch timeout 60 s, minimum interval 12 h". */
export const REMOTE_CONFIG_FETCH_TIMEOUT_MS = 60_000;
export const REMOTE_CONFIG_MIN_FETCH_INTERVAL_MS = 12 * 60 * 60 * 1000;

/** SPEC.md §9 "Promotion config poll 200 ms, up to 50 tries"; §8's message. */
export const REMOTE_CONFIG_POLL_MS = 200;
export const REMOTE_CONFIG_MAX_TRIES = 50;
export const REMOTE_CONFIG_TIMEOUT_MESSAGE = "load remoteConfig timeout";

/** The pair of keys in use: production's, or the debug ones (SPEC.md §4 "Remote promotion config"). */
export function promotionKeys(production: boolean): {
  config: RemoteConfigKey;
  l10n: RemoteConfigKey;
} {
  return production ? PROMOTION_KEYS.production : PROMOTION_KEYS.debug;
}

/** Keeps the four keys of an untrusted object, "{}" for any that is missing or not text. */
export function pickRemoteConfigValues(source: unknown): RemoteConfigValues {
  const record = typeof source === "object" && source !== null ? source : {};
  const values = { ...REMOTE_CONFIG_DEFAULTS };
  for (const key of REMOTE_CONFIG_KEYS) {
    const value = (record as Record<string, unknown>)[key];
    if (typeof value === "string") values[key] = value;
  }
  return values;
}
