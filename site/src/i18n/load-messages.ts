import { DEFAULT_LOCALE } from "@mvpn/design-system/locales";

export type Messages = Record<string, string>;

// Each catalog is its own chunk: a page loads its language only.
const catalogs = import.meta.glob<Messages>("./messages/*.json", { import: "default" });

/** Messages of a locale; a missing catalog falls back to English with a console error (SPEC.md §8). */
export async function loadMessages(locale: string): Promise<Messages> {
  const load = catalogs[`./messages/${locale}.json`];
  if (load) return load();
  console.error(`Locale file failed to load: ${locale}; using ${DEFAULT_LOCALE}`);
  const fallback = catalogs[`./messages/${DEFAULT_LOCALE}.json`];
  if (!fallback) throw new Error(`The ${DEFAULT_LOCALE} message catalog is missing`);
  return fallback();
}
