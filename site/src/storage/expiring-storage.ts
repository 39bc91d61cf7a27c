import {
  type KeyValueStore,
  localStore as localKeyValues,
  sessionStore as sessionKeyValues,
} from "./key-value-store";

/**
 * SPEC.md §5: "Values in local storage that carry an expiry are removed when
 * read after it." Values are JSON; one with an expiry is wrapped in a marked
 * envelope so that a plain stored object is never mistaken for one.
 */
const EXPIRES_FIELD = "__expiresAt";

interface ExpiringValue<T> {
  [EXPIRES_FIELD]: number;
  value: T;
}

export interface SetOptions {
  /** Milliseconds from now after which a read removes the value. */
  ttlMs?: number;
}

export interface ExpiringStorage {
  get<T>(key: string): T | null;
  set(key: string, value: unknown, options?: SetOptions): void;
  remove(key: string): void;
}

/**
 * JSON values with an optional expiry over a key-value store. The store is
 * the one that never throws (./key-value-store.ts: no window while
 * prerendering, Safari's private mode, a full quota); this adds only the
 * encoding and the expiry.
 */
export function createExpiringStorage(
  store: KeyValueStore,
  now: () => number = () => Date.now(),
): ExpiringStorage {
  return {
    get<T>(key: string): T | null {
      const raw = store.getItem(key);
      if (raw == null) return null;
      const parsed = parseJson(raw);
      if (!isExpiring(parsed)) return parsed as T;
      if (now() > parsed[EXPIRES_FIELD]) {
        store.removeItem(key);
        return null;
      }
      return parsed.value as T;
    },
    set(key, value, options = {}) {
      const stored =
        options.ttlMs === undefined ? value : { [EXPIRES_FIELD]: now() + options.ttlMs, value };
      store.setItem(key, JSON.stringify(stored));
    },
    remove(key) {
      store.removeItem(key);
    },
  };
}

// Values written by older code may be bare strings rather than JSON.
function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

function isExpiring(value: unknown): value is ExpiringValue<unknown> {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as Record<string, unknown>)[EXPIRES_FIELD] === "number" &&
    "value" in value
  );
}

export const localStore = createExpiringStorage(localKeyValues);
export const sessionStore = createExpiringStorage(sessionKeyValues);
