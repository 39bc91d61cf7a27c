import { AFFILIATE_COOKIES, type AffiliateCookieName } from "@mvpn/contract/constants";
import { type CookieJar, documentCookies } from "../storage/cookie-jar";

/** SPEC.md §9 "Cookie names": the four affiliate cookies (the contract's names). */
export const AFFILIATE_COOKIE = AFFILIATE_COOKIES;
export type { AffiliateCookieName };

/** SPEC.md §9: "click (cf-click) 30 days. The others (cje, cje-client, _aid) 45 days." */
export const AFFILIATE_COOKIE_DAYS: Readonly<Record<AffiliateCookieName, number>> = {
  [AFFILIATE_COOKIE.click]: 30,
  [AFFILIATE_COOKIE.cje]: 45,
  [AFFILIATE_COOKIE.cjeClient]: 45,
  [AFFILIATE_COOKIE.affiliateId]: 45,
};

const ALL: readonly AffiliateCookieName[] = Object.values(AFFILIATE_COOKIE);

interface AttributionRow {
  parameter: string;
  sets: readonly AffiliateCookieName[];
}

/** SPEC.md §4 "Affiliate attribution on page load", one row per query parameter. */
const ATTRIBUTION_TABLE: readonly AttributionRow[] = [
  { parameter: "utm_source", sets: [] },
  { parameter: "cjevent", sets: [AFFILIATE_COOKIE.cje, AFFILIATE_COOKIE.cjeClient] },
  { parameter: "cfclick", sets: [AFFILIATE_COOKIE.click] },
  { parameter: "admitad_uid", sets: [AFFILIATE_COOKIE.affiliateId] },
];

/**
 * Applies SPEC.md §4's table to the landing query: each parameter present
 * sets its cookies (with the value of the parameter) and clears the other
 * affiliate cookies. Rows apply in the table's order, so a link carrying both
 * `utm_source` and an affiliate click keeps the click: the last network
 * named wins. A parameter that is present but empty counts as absent.
 */
export function applyAffiliateAttribution(
  search: string | URLSearchParams,
  jar: CookieJar = documentCookies,
): void {
  const query = new URLSearchParams(search);
  for (const { parameter, sets } of ATTRIBUTION_TABLE) {
    const value = query.get(parameter);
    if (!value) continue;
    for (const name of ALL) {
      if (sets.includes(name)) jar.set(name, value, AFFILIATE_COOKIE_DAYS[name]);
      else jar.remove(name);
    }
  }
}
