import { type CookieJar, documentCookies } from "../storage/cookie-jar";
import { type KeyValueStore, sessionStore } from "../storage/key-value-store";
import { applyAffiliateAttribution } from "./affiliate-cookies";
import { saveInvite } from "./invite";
import { saveSessionTags } from "./session-tags";
import { persistUtmCookie, utmFromQuery } from "./utm";

export interface LandingPorts {
  cookies?: CookieJar;
  session?: KeyValueStore;
}

/**
 * Everything the landing query decides, to run once per page load in the
 * browser (SPEC.md §4 "Affiliate attribution on page load", §3 session
 * storage and invite): affiliate cookies, the 45-day UTM cookie, the
 * session's tags and a pending invite.
 */
export function trackLanding(
  search: string | URLSearchParams,
  { cookies = documentCookies, session = sessionStore }: LandingPorts = {},
): void {
  const query = new URLSearchParams(search);
  applyAffiliateAttribution(query, cookies);
  const utm = utmFromQuery(query);
  if (utm) persistUtmCookie(utm, cookies);
  saveSessionTags(query, session);
  saveInvite(query, session);
}
