import { createRequire } from "node:module";
import { isIP } from "node:net";
import type { GeoInfo } from "@mvpn/contract";
import { unmapIpv4 } from "@mvpn/contract/validation";
import maxmind from "maxmind";

/** SPEC.md §3 "Geo info" (the contract's). Unknown (private, loopback, not in the data) is "" for both, never an error. */
export type { GeoInfo };

export interface GeoLookup {
  lookup(ip: string): GeoInfo;
}

interface CountryRecord {
  country_code?: string;
}

/**
 * The IPv4+IPv6 country database of @ip-location-db/geo-whois-asn-country-mmdb
 * (see docs/geo.md for the source, licence and updates).
 */
export function defaultGeoDatabaseFile(): string {
  const require = createRequire(import.meta.url);
  return require.resolve("@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb");
}

/**
 * Opens the MMDB file once (8 MB, read into memory) and answers lookups from
 * it: no network, microseconds per lookup. Country names come from
 * Intl.DisplayNames in English, e.g. "US" → "United States".
 */
export async function openGeoLookup(file: string = defaultGeoDatabaseFile()): Promise<GeoLookup> {
  const reader = await maxmind.open(file, {
    cache: { max: 10_000 },
    // The file ships with the package and changes only with it: no watching.
    watchForUpdates: false,
  });
  return createGeoLookup(reader);
}

/** The part of a maxmind Reader the lookup uses (this database's records are { country_code }). */
export interface CountryReader {
  get(ip: string): unknown;
}

export function createGeoLookup(reader: CountryReader): GeoLookup {
  const names = new Intl.DisplayNames("en", { type: "region", fallback: "code" });
  return {
    lookup(rawIp) {
      const ip = unmapIpv4(rawIp);
      let code = "";
      if (isIP(ip) !== 0) {
        try {
          code = (reader.get(ip) as CountryRecord | null)?.country_code ?? "";
        } catch {
          code = "";
        }
      }
      // Only two capital letters are a country code; anything else counts as unknown.
      if (!/^[A-Z]{2}$/.test(code)) return { user_ip: ip, country: "", country_code: "" };
      return { user_ip: ip, country: countryName(names, code), country_code: code };
    },
  };
}

function countryName(names: Intl.DisplayNames, code: string): string {
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}
