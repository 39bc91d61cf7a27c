import type { ServerRegion } from "../app/routing/site-pages";

/** The tunnelling protocols every mVPN app offers (SPEC.md names none; the apps' settings list these three). */
export const PROTOCOLS = ["WireGuard", "OpenVPN", "IKEv2"] as const;
export type Protocol = (typeof PROTOCOLS)[number];

/** The UN M.49 code of a region's continent; /vpn-server names it from its catalog. */
export type Continent = "150" | "019" | "142" | "009";

/** /vpn-server's groups, in the order the site's copy names them: Europe, the Americas, Asia and Oceania. */
export const CONTINENTS: readonly Continent[] = ["150", "019", "142", "009"];

export interface RegionData {
  id: ServerRegion;
  continent: Continent;
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
    continent: "019",
    country: "us",
    cities: ["New York", "Los Angeles", "Chicago", "Dallas", "Miami", "Seattle", "Atlanta"],
    servers: 320,
    protocols: ALL,
  },
  {
    id: "uk-vpn",
    continent: "150",
    country: "gb",
    cities: ["London", "Manchester", "Edinburgh"],
    servers: 110,
    protocols: ALL,
  },
  {
    id: "germany-vpn",
    continent: "150",
    country: "de",
    cities: ["Frankfurt", "Berlin", "Munich"],
    servers: 95,
    protocols: ALL,
  },
  {
    id: "france-vpn",
    continent: "150",
    country: "fr",
    cities: ["Paris", "Marseille"],
    servers: 60,
    protocols: ALL,
  },
  {
    id: "italy-vpn",
    continent: "150",
    country: "it",
    cities: ["Milan", "Rome"],
    servers: 40,
    protocols: ALL,
  },
  {
    id: "canada-vpn",
    continent: "019",
    country: "ca",
    cities: ["Toronto", "Montreal", "Vancouver"],
    servers: 75,
    protocols: ALL,
  },
  {
    id: "brazil-vpn",
    continent: "019",
    country: "br",
    cities: ["São Paulo", "Rio de Janeiro"],
    servers: 40,
    protocols: ALL,
  },
  {
    id: "japan-vpn",
    continent: "142",
    country: "jp",
    cities: ["Tokyo", "Osaka"],
    servers: 65,
    protocols: ALL,
  },
  {
    id: "korea-vpn",
    continent: "142",
    country: "kr",
    cities: ["Seoul"],
    servers: 30,
    protocols: ALL,
  },
  {
    id: "hongkong-vpn",
    continent: "142",
    country: "hk",
    cities: ["Hong Kong"],
    servers: 35,
    protocols: ALL,
  },
  {
    id: "singapore-vpn",
    continent: "142",
    country: "sg",
    cities: ["Singapore"],
    servers: 55,
    protocols: ALL,
  },
  {
    id: "india-vpn",
    continent: "142",
    country: "in",
    cities: ["Mumbai", "Chennai"],
    servers: 30,
    protocols: ALL,
  },
  {
    id: "indonesia-vpn",
    continent: "142",
    country: "id",
    cities: ["Jakarta"],
    servers: 20,
    protocols: ALL,
  },
  {
    id: "australia-vpn",
    continent: "009",
    country: "au",
    cities: ["Sydney", "Melbourne", "Brisbane", "Perth"],
    servers: 60,
    protocols: ALL,
  },
];

/**
 * The whole network, counted from the list above. The copy once claimed 94
 * countries (140 cities, 2,400 servers) while only these 14 were ever listed,
 * with no source for the rest (issue #38): the figures are now the list's own,
 * so every count the site shows can be checked on /vpn-server.
 */
export const NETWORK = {
  countries: REGIONS.length,
  cities: REGIONS.reduce((sum, region) => sum + region.cities.length, 0),
  servers: REGIONS.reduce((sum, region) => sum + region.servers, 0),
} as const;

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
