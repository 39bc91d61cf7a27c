import { STORAGE_KEYS } from "@mvpn/contract/constants";
import { type CookieJar, documentCookies } from "../storage/cookie-jar";

/** SPEC.md §3 "UTM data". */
export const UTM_KEYS = [
  "utm_campaign",
  "utm_medium",
  "utm_source",
  "utm_term",
  "utm_content",
] as const;

export type UtmKey = (typeof UTM_KEYS)[number];
export type UtmData = Partial<Record<UtmKey, string>>;

/** The cookie and session-storage key of the UTM data (SPEC.md §9 "Storage keys": utm_tags). */
export const UTM_STORAGE_KEY = STORAGE_KEYS.utmTags;

/** SPEC.md §9: "UTM cookie 45 days". */
export const UTM_COOKIE_DAYS = 45;

/** The UTM parameters of a query; null when it has none, so a later visit keeps the earlier campaign. */
export function utmFromQuery(search: string | URLSearchParams): UtmData | null {
  const query = new URLSearchParams(search);
  const utm: UtmData = {};
  for (const key of UTM_KEYS) {
    const value = query.get(key);
    if (value) utm[key] = value;
  }
  return Object.keys(utm).length > 0 ? utm : null;
}

/** Reads UTM data stored as JSON; anything else (edited by hand, an old format) reads as none. */
export function parseUtm(json: string | null | undefined): UtmData {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== "object" || value === null) return {};
    const utm: UtmData = {};
    for (const key of UTM_KEYS) {
      const field = (value as Record<string, unknown>)[key];
      if (typeof field === "string" && field !== "") utm[key] = field;
    }
    return utm;
  } catch {
    return {};
  }
}

/** Keeps the landing's UTM data for 45 days (SPEC.md §4 "UTM values persist in a cookie for 45 days"). */
export function persistUtmCookie(utm: UtmData, jar: CookieJar = documentCookies): void {
  jar.set(UTM_STORAGE_KEY, JSON.stringify(utm), UTM_COOKIE_DAYS);
}

/** The UTM data of the last campaign that brought the visitor, within 45 days. */
export function readUtmCookie(jar: CookieJar = documentCookies): UtmData {
  return parseUtm(jar.get(UTM_STORAGE_KEY));
}
