import { type MockInstance, vi } from "vitest";

/** One `document.cookie = "…"` assignment, split into its name, value and attributes. */
export interface CookieWrite {
  name: string;
  value: string;
  /** Attribute names in lower case: `expires`, `path`, `samesite`. */
  attributes: Record<string, string>;
}

function parseWrite(line: string): CookieWrite {
  const [pair = "", ...parts] = line.split(";").map((part) => part.trim());
  const split = pair.indexOf("=");
  const attributes: Record<string, string> = {};
  for (const part of parts) {
    const at = part.indexOf("=");
    const key = (at === -1 ? part : part.slice(0, at)).toLowerCase();
    attributes[key] = at === -1 ? "" : part.slice(at + 1);
  }
  return {
    name: decodeURIComponent(pair.slice(0, split)),
    value: decodeURIComponent(pair.slice(split + 1)),
    attributes,
  };
}

/**
 * Records what is written to `document.cookie` (jsdom's jar still receives
 * it): the jar hides expiry dates from `document.cookie`, the writes show them.
 */
export function recordCookieWrites(): { writes: () => CookieWrite[]; spy: MockInstance } {
  const spy = vi.spyOn(Document.prototype, "cookie", "set");
  return { spy, writes: () => spy.mock.calls.map(([line]) => parseWrite(String(line))) };
}

/** The cookies the page can read now, as a record. */
export function readableCookies(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split(";")
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf("=");
        return [pair.slice(0, at), decodeURIComponent(pair.slice(at + 1))];
      }),
  );
}

/** Deletes every cookie of the page (path "/"), between tests. */
export function clearCookies(): void {
  for (const name of Object.keys(readableCookies())) {
    // biome-ignore lint/suspicious/noDocumentCookie: test clean-up of jsdom's jar, below js-cookie.
    document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

const DAY_MS = 864e5;

/** The `expires` attribute a cookie of `days` days written at `now` carries. */
export const expiresAfterDays = (now: Date, days: number) =>
  new Date(now.getTime() + days * DAY_MS).toUTCString();
