import type { CookieJar } from "../../storage/cookie-jar";

/** A cookie jar in memory that remembers each cookie's lifetime, for tests that need no document. */
export function memoryJar(initial: Partial<Record<string, string>> = {}): CookieJar & {
  days: Map<string, number>;
  all: () => Record<string, string>;
} {
  const values = new Map(
    Object.entries(initial).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const days = new Map<string, number>();
  return {
    days,
    all: () => Object.fromEntries(values),
    get: (name) => values.get(name),
    set: (name, value, lifetime) => {
      values.set(name, value);
      days.set(name, lifetime);
    },
    remove: (name) => {
      values.delete(name);
      days.delete(name);
    },
  };
}
