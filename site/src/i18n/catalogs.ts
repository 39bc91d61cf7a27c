import { DEFAULT_LOCALE } from "@mvpn/locales";
import type { MessageFormatElement } from "react-intl";
import { stripLanguage } from "../app/routing/paths";
import { SHARED_CATALOGS } from "../app/routing/site-pages";
import { MESSAGES_GONE, MESSAGES_PATH } from "./messages-path";

/** Messages compiled to AST by `@formatjs/cli` (scripts/messages.ts), so no message parser ships to the browser. */
export type Messages = Record<string, MessageFormatElement[]>;

// A page loads its language and its catalogs only. At build time (the
// prerender, the tests) each catalog is a module; in the browser it is a JSON
// file the build copies beside the assets (scripts/copy-messages.ts), fetched
// by URL: a map of 286 chunk imports cost every page 4 kB gzip (issue #14).
const compiled = import.meta.env.SSR
  ? import.meta.glob<Messages>("./compiled/*/*.json", { import: "default" })
  : {};
// English's file names only (nothing of it is loaded from here).
const english = import.meta.glob("./compiled/en/*.json");

const fileOf = (locale: string, name: string) => `./compiled/${locale}/${name}.json`;

/** The catalogs English has: the complete set (the messages check holds every locale to it). */
export const CATALOG_NAMES: ReadonlySet<string> = new Set(
  Object.keys(english).map((file) => file.slice("./compiled/en/".length, -".json".length)),
);

/** A catalog's file in the browser (it exists for the build that made the page). */
export const catalogUrl = (locale: string, name: string) =>
  `${MESSAGES_PATH}/${__BUILD_ID__}/${locale}/${name}.json`;

async function readCatalog(locale: string, name: string): Promise<Messages | null> {
  if (import.meta.env.SSR) {
    const load = compiled[fileOf(locale, name)];
    return load ? load() : null;
  }
  const response = await fetch(catalogUrl(locale, name));
  return response.ok ? ((await response.json()) as Messages) : null;
}

/**
 * SPEC.md §2 step 5: one catalog per path segment, cumulatively (`/download/windows`
 * → `download`, `download/windows`), then header, location and footer; only the
 * names English has a catalog for.
 */
export function catalogsForPath(pathname: string): string[] {
  const segments = stripLanguage(pathname).split(/[?#]/)[0]?.split("/").filter(Boolean) ?? [];
  const cumulative = segments.length
    ? segments.map((_, index) => segments.slice(0, index + 1).join("/"))
    : ["home"];
  return [...cumulative, ...SHARED_CATALOGS].filter((name) => CATALOG_NAMES.has(name));
}

/** One catalog in a locale; a missing file falls back to English with a console error (SPEC.md §8). */
export async function loadCatalog(locale: string, name: string): Promise<Messages> {
  const own = await readCatalog(locale, name);
  if (own) return own;
  console.error(`Locale file failed to load: ${locale}/${name}; using ${DEFAULT_LOCALE}`);
  const fallback = await readCatalog(DEFAULT_LOCALE, name);
  if (fallback) return fallback;
  if (!import.meta.env.SSR) throw new Error(`${MESSAGES_GONE}: ${name}`);
  return {};
}

/** Every message a page needs, merged in SPEC.md's order (later catalogs win on a shared id, which the check forbids). */
export async function loadMessagesForPath(locale: string, pathname: string): Promise<Messages> {
  const catalogs = await Promise.all(
    catalogsForPath(pathname).map((name) => loadCatalog(locale, name)),
  );
  return Object.assign({}, ...catalogs);
}
