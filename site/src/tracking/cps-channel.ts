import type { Cps } from "@mvpn/contract";
import { type CpsType, X_FROM_HEADER } from "@mvpn/contract/constants";
import { type CookieJar, documentCookies } from "../storage/cookie-jar";
import { AFFILIATE_COOKIE } from "./affiliate-cookies";

/**
 * SPEC.md §3 "Purchase payload addition": `_cps` of the prepurchase and
 * purchase payloads, the network (`cj`, `cf`, `admitad`) and its click id.
 */
export type { Cps, CpsType };

interface Network {
  type: CpsType;
  parameter: string;
  cookie: string;
}

const NETWORKS: readonly Network[] = [
  { type: "cj", parameter: "cjevent", cookie: AFFILIATE_COOKIE.cje },
  { type: "cf", parameter: "cfclick", cookie: AFFILIATE_COOKIE.click },
  { type: "admitad", parameter: "admitad_uid", cookie: AFFILIATE_COOKIE.affiliateId },
];

/**
 * The CPS channel (SPEC.md §4): the `cje-client` cookie forces "cj"; then
 * the query (cjevent, cfclick, admitad_uid); then the cookies attribution
 * left (cje, cf-click, _aid). Null for a visitor no affiliate brought.
 */
export function cpsChannel(
  search: string | URLSearchParams = "",
  jar: CookieJar = documentCookies,
): Cps | null {
  const forced = jar.get(AFFILIATE_COOKIE.cjeClient);
  if (forced) return { type: "cj", cookie: jar.get(AFFILIATE_COOKIE.cje) || forced };
  const query = new URLSearchParams(search);
  for (const network of NETWORKS) {
    const value = query.get(network.parameter);
    if (value) return { type: network.type, cookie: value };
  }
  for (const network of NETWORKS) {
    const value = jar.get(network.cookie);
    if (value) return { type: network.type, cookie: value };
  }
  return null;
}

/**
 * Adds `_cps` to a prepurchase or purchase payload (SPEC.md §7: pd/prepurchase,
 * ps/purchase, so/purchase) when an affiliate brought the visitor; the payload
 * is returned unchanged otherwise.
 */
export function withCps<T extends object>(
  payload: T,
  channel: Cps | null = cpsChannel(),
): T & { _cps?: Cps } {
  return channel ? { ...payload, _cps: channel } : payload;
}

/** The header that tells providers/common/params an affiliate (CJ) brought the visitor. */
export { X_FROM_HEADER };

/**
 * The X-From value of the plan list and common params (SPEC.md §7): "CJ"
 * when CJ brought the visitor, by this page's query (before the landing
 * tracking has set its cookies) or by the cookies of an earlier landing.
 */
export function xFromValue(
  search: string | URLSearchParams = "",
  jar: CookieJar = documentCookies,
): string | undefined {
  return cpsChannel(search, jar)?.type === "cj" ? "CJ" : undefined;
}

/**
 * Headers of GET payment/v1/providers/common/params: `X-From: CJ` when the
 * CJ affiliate cookie is set (SPEC.md §7), none otherwise.
 */
export function commonParamsHeaders(jar: CookieJar = documentCookies): Record<string, string> {
  const xFrom = xFromValue("", jar);
  return xFrom ? { [X_FROM_HEADER]: xFrom } : {};
}
