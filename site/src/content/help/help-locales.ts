/**
 * The languages the help centre is written in (ADR 0028), apart from the
 * article list: the landing chunk and every page's frame read this, and
 * nothing more, to keep visitors off help pages that do not exist.
 */
export const HELP_LOCALES = ["en", "ru"] as const;

const HELP_PATH = /^\/help(\/|$)/;

/**
 * Whether a path without its prefix exists in a language: every page does,
 * except the help centre outside English and Russian (`/de/help` is not
 * found). The page table says the same with `locales` (site-pages.ts); a test
 * holds the two together.
 */
export function pathExistsIn(barePath: string, locale: string): boolean {
  return !HELP_PATH.test(barePath) || (HELP_LOCALES as readonly string[]).includes(locale);
}
