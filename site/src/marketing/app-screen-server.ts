import { countryName } from "@mvpn/design-system";
import { baseLanguage, DEFAULT_LOCALE } from "@mvpn/locales";
import { cityName } from "../content/city-names";

/**
 * The server the drawn app is connected to (issue #38, "Show the product"):
 * one a reader of each language would plausibly pick, the nearest of the
 * network's (regions.ts) to where most of them live. Illustrative only: the
 * page says nothing about the visitor's own location.
 */
const SERVER_BY_LANGUAGE: Readonly<Record<string, { country: string; city: string }>> = {
  en: { country: "us", city: "New York" },
  // No server in the Arab world yet: Marseille, where the submarine cables from the Gulf and North Africa land.
  ar: { country: "fr", city: "Marseille" },
  de: { country: "de", city: "Frankfurt" },
  // Most Spanish speakers are in the Americas; Miami is the network's hub for them.
  es: { country: "us", city: "Miami" },
  fr: { country: "fr", city: "Paris" },
  it: { country: "it", city: "Milan" },
  ja: { country: "jp", city: "Tokyo" },
  nl: { country: "de", city: "Frankfurt" },
  pl: { country: "de", city: "Berlin" },
  pt: { country: "br", city: "São Paulo" },
  ru: { country: "de", city: "Frankfurt" },
};

/** The address shown: from 203.0.113.0/24 (RFC 5737, documentation), so it is never someone's real one. */
const APP_SCREEN_IP = "203.0.113.42";
/** How long the drawn session has run, as the apps show it. */
const APP_SCREEN_DURATION = "01:24:36";

export interface AppScreenServer {
  /** ISO 3166-1 alpha-2, for the flag. */
  country: string;
  countryName: string;
  city: string;
  ip: string;
  duration: string;
}

/**
 * The drawn server in the page's language. Loaders call it at prerender time,
 * so the city-name table (content/city-names.ts) never ships to the browser.
 */
export function appScreenServer(locale: string): AppScreenServer {
  const server =
    SERVER_BY_LANGUAGE[baseLanguage(locale)] ??
    (SERVER_BY_LANGUAGE[DEFAULT_LOCALE] as { country: string; city: string });
  return {
    country: server.country,
    countryName: countryName(server.country, locale),
    city: cityName(server.city, locale),
    ip: APP_SCREEN_IP,
    duration: APP_SCREEN_DURATION,
  };
}
