import type { ServerRegion } from "../app/routing/site-pages";

/** The tunnelling protocols every mVPN app offers (SPEC.md names none; the apps' settings list these three). */
export const PROTOCOLS = ["WireGuard", "OpenVPN", "IKEv2"] as const;
export type Protocol = (typeof PROTOCOLS)[number];

export interface RegionData {
  id: ServerRegion;
  /** ISO 3166-1 alpha-2 code: the country's name comes from `Intl.DisplayNames`, the flag from `flag-icons`. */
  country: string;
  /** Cities with servers, largest first, by their English names; each language's name is in city-names.ts. */
  cities: readonly string[];
  servers: number;
  protocols: readonly Protocol[];
}

const ALL = PROTOCOLS;

/**
 * The server regions with a page of their own (SPEC.md §2). One list drives
 * /vpn-server, each region page and the home page's network figures, so a
 * new city or server count is changed here once.
 */
export const REGIONS: readonly RegionData[] = [
  {
    id: "usa-vpn",
    country: "us",
    cities: ["New York", "Los Angeles", "Chicago", "Dallas", "Miami", "Seattle", "Atlanta"],
    servers: 320,
    protocols: ALL,
  },
  {
    id: "uk-vpn",
    country: "gb",
    cities: ["London", "Manchester", "Edinburgh"],
    servers: 110,
    protocols: ALL,
  },
  {
    id: "germany-vpn",
    country: "de",
    cities: ["Frankfurt", "Berlin", "Munich"],
    servers: 95,
    protocols: ALL,
  },
  { id: "france-vpn", country: "fr", cities: ["Paris", "Marseille"], servers: 60, protocols: ALL },
  { id: "italy-vpn", country: "it", cities: ["Milan", "Rome"], servers: 40, protocols: ALL },
  {
    id: "canada-vpn",
    country: "ca",
    cities: ["Toronto", "Montreal", "Vancouver"],
    servers: 75,
    protocols: ALL,
  },
  {
    id: "brazil-vpn",
    country: "br",
    cities: ["São Paulo", "Rio de Janeiro"],
    servers: 40,
    protocols: ALL,
  },
  { id: "japan-vpn", country: "jp", cities: ["Tokyo", "Osaka"], servers: 65, protocols: ALL },
  { id: "korea-vpn", country: "kr", cities: ["Seoul"], servers: 30, protocols: ALL },
  { id: "hongkong-vpn", country: "hk", cities: ["Hong Kong"], servers: 35, protocols: ALL },
  { id: "singapore-vpn", country: "sg", cities: ["Singapore"], servers: 55, protocols: ALL },
  { id: "india-vpn", country: "in", cities: ["Mumbai", "Chennai"], servers: 30, protocols: ALL },
  { id: "indonesia-vpn", country: "id", cities: ["Jakarta"], servers: 20, protocols: ALL },
  {
    id: "australia-vpn",
    country: "au",
    cities: ["Sydney", "Melbourne", "Brisbane", "Perth"],
    servers: 60,
    protocols: ALL,
  },
];

/**
 * The whole network, the 14 regions above included: the figure the site's
 * copy has always given ("servers in 94 countries"). The cities and servers of
 * the other 80 countries are not listed one by one, so only their totals live here.
 */
export const NETWORK = { countries: 94, cities: 140, servers: 2400 } as const;

export function regionData(id: ServerRegion): RegionData {
  const region = REGIONS.find((entry) => entry.id === id);
  if (!region) throw new Error(`No region data for ${id}`);
  return region;
}

/** The regions shown on the home page, one per continent where the network is densest. */
export const HOME_REGIONS: readonly ServerRegion[] = [
  "usa-vpn",
  "uk-vpn",
  "germany-vpn",
  "japan-vpn",
  "singapore-vpn",
  "australia-vpn",
];
