import type { GeoInfo } from "@mvpn/contract";
import { apiHeaders } from "../../api/request-headers";
import type { ToolsConfig } from "../tools-config";
import { addressFamily, type Family } from "../webrtc/address";

/** The other family's address: found, not answering, or not set up on this deployment. */
export type OtherFamily =
  | { state: "found"; family: Family; ip: string }
  | { state: "unreachable"; family: Family }
  | { state: "not-configured"; family: Family };

export interface IpLookup {
  /** The address the api saw on the page's own connection (geo_info). */
  ip: string;
  family: Family;
  /** English name and ISO code from the api; "" when unknown (a private or loopback address). */
  countryCode: string;
  other: OtherFamily;
}

export interface LookupDeps {
  /** geo_info through the site's client; null on failure (SPEC.md §8 "Geo fetch failure: null returned"). */
  geoInfo: () => Promise<GeoInfo | null>;
  config: ToolsConfig;
  fetcher?: typeof fetch;
}

/**
 * The visitor's address as the api sees it, then the other family's: the
 * api at its IPv6-only origin when the page came over IPv4, and the reverse.
 * A deployment without those origins (the api on 127.0.0.1 only) says so
 * rather than guessing. Null when geo_info failed: the page words the failure.
 */
export async function lookupIp(deps: LookupDeps): Promise<IpLookup | null> {
  const geo = await deps.geoInfo().catch(() => null);
  const family = geo ? addressFamily(geo.user_ip) : undefined;
  if (!geo || !family) return null;
  const otherFamily: Family = family === "ipv4" ? "ipv6" : "ipv4";
  const origin = otherFamily === "ipv4" ? deps.config.ipv4Url : deps.config.ipv6Url;
  return {
    ip: geo.user_ip,
    family,
    countryCode: /^[A-Z]{2}$/.test(geo.country_code) ? geo.country_code : "",
    other: origin
      ? await askOrigin(origin, otherFamily, deps.fetcher ?? fetch)
      : { state: "not-configured", family: otherFamily },
  };
}

async function askOrigin(
  origin: string,
  family: Family,
  fetcher: typeof fetch,
): Promise<OtherFamily> {
  try {
    const response = await fetcher(`${origin.replace(/\/+$/, "")}/api/tools/ip`, {
      cache: "no-store",
      // SPEC.md §7's headers, as on every call; no cookies go to the other origin.
      headers: apiHeaders(),
      credentials: "omit",
    });
    if (!response.ok) return { state: "unreachable", family };
    const body = (await response.json()) as { ip?: unknown };
    const ip = typeof body.ip === "string" ? body.ip : "";
    // Only an address of the family asked for counts (a dual-stack name might answer over the other).
    return addressFamily(ip) === family
      ? { state: "found", family, ip }
      : { state: "unreachable", family };
  } catch {
    return { state: "unreachable", family };
  }
}
