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
 * `backing` is a function so the Storage is looked up at each call: during
 * prerendering there is no window, and Safari's private mode throws on access.
 */
export function createExpiringStorage(
  backing: () => Storage | undefined,
  now: () => number = () => Date.now(),
): ExpiringStorage {
  const area = (): Storage | undefined => {
    try {
      return backing();
    } catch {
      return undefined;
    }
  };

  return {
    get<T>(key: string): T | null {
      const raw = area()?.getItem(key);
      if (raw == null) return null;
      const parsed = parseJson(raw);
      if (!isExpiring(parsed)) return parsed as T;
      if (now() > parsed[EXPIRES_FIELD]) {
        area()?.removeItem(key);
        return null;
      }
      return parsed.value as T;
    },
    set(key, value, options = {}) {
      const stored =
        options.ttlMs === undefined ? value : { [EXPIRES_FIELD]: now() + options.ttlMs, value };
      try {
        area()?.setItem(key, JSON.stringify(stored));
      } catch {
        // Quota exceeded or storage disabled: the value lives in memory state only.
      }
    },
    remove(key) {
      area()?.removeItem(key);
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

const windowStorage = (name: "localStorage" | "sessionStorage") => (): Storage | undefined =>
  typeof window === "undefined" ? undefined : window[name];

export const localStore = createExpiringStorage(windowStorage("localStorage"));
export const sessionStore = createExpiringStorage(windowStorage("sessionStorage"));
