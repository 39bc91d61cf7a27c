import { DEFAULT_LOCALE } from "@mvpn/design-system/locales";
import type { MessageFormatElement } from "react-intl";
import { stripLanguage } from "../app/routing/paths";
import { SHARED_CATALOGS } from "../app/routing/site-pages";

/** Messages compiled to AST by `@formatjs/cli` (scripts/messages.ts), so no message parser ships to the browser. */
export type Messages = Record<string, MessageFormatElement[]>;

// Each catalog is its own chunk: a page loads its language and its catalogs only.
const compiled = import.meta.glob<Messages>("./compiled/*/*.json", { import: "default" });

const fileOf = (locale: string, name: string) => `./compiled/${locale}/${name}.json`;

/** The catalogs English has: the complete set (the messages check holds every locale to it). */
export const CATALOG_NAMES: ReadonlySet<string> = new Set(
  Object.keys(compiled)
    .filter((file) => file.startsWith(`./compiled/${DEFAULT_LOCALE}/`))
    .map((file) => file.slice(`./compiled/${DEFAULT_LOCALE}/`.length, -".json".length)),
);

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
  const load = compiled[fileOf(locale, name)];
  if (load) return load();
  console.error(`Locale file failed to load: ${locale}/${name}; using ${DEFAULT_LOCALE}`);
  const fallback = compiled[fileOf(DEFAULT_LOCALE, name)];
  return fallback ? fallback() : {};
}

/** Every message a page needs, merged in SPEC.md's order (later catalogs win on a shared id, which the check forbids). */
export async function loadMessagesForPath(locale: string, pathname: string): Promise<Messages> {
  const catalogs = await Promise.all(
    catalogsForPath(pathname).map((name) => loadCatalog(locale, name)),
  );
  return Object.assign({}, ...catalogs);
}
