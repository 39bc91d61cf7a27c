/** The part of `Storage` this code uses: localStorage and sessionStorage fit as they are. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A store in memory: tests, server rendering, and browsers that refuse web storage. */
export function memoryStore(): KeyValueStore {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

/**
 * Wraps a web storage so that no call throws: Safari's private mode, a full
 * quota or storage blocked by the browser must not break tracking or a popup.
 * What could not be written is kept in memory for the page's life instead.
 */
export function forgivingStore(pick: () => Storage | undefined): KeyValueStore {
  const fallback = memoryStore();
  const attempt = <T>(use: (storage: Storage) => T, instead: () => T): T => {
    try {
      const storage = pick();
      return storage ? use(storage) : instead();
    } catch {
      return instead();
    }
  };
  return {
    getItem: (key) =>
      attempt(
        (storage) => storage.getItem(key) ?? fallback.getItem(key),
        () => fallback.getItem(key),
      ),
    setItem: (key, value) =>
      attempt(
        (storage) => storage.setItem(key, value),
        () => fallback.setItem(key, value),
      ),
    removeItem: (key) => {
      fallback.removeItem(key);
      attempt(
        (storage) => storage.removeItem(key),
        () => undefined,
      );
    },
  };
}

const browserStorage = (name: "localStorage" | "sessionStorage") => () =>
  typeof window === "undefined" ? undefined : window[name];

/** localStorage that never throws (see `forgivingStore`). */
export const localStore: KeyValueStore = forgivingStore(browserStorage("localStorage"));

/** sessionStorage that never throws (see `forgivingStore`). */
export const sessionStore: KeyValueStore = forgivingStore(browserStorage("sessionStorage"));
