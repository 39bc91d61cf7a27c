import { baseLanguage, DEFAULT_LOCALE, findLocale, isSelectableLocale } from "@mvpn/locales";
import { prefixOf, withLanguage } from "./paths";

export interface LocaleDecision {
  /** The locale the page renders in; null when the path names a locale that is not selectable. */
  locale: string | null;
  /** Where to send the visitor instead (query and hash kept), or null to stay. */
  redirect: string | null;
  /** True for a registered but unselectable prefix such as /fa/…: the not-found page answers. */
  notFound?: boolean;
}

/**
 * SPEC.md §4 language detection: the cookie, then the browser's languages
 * (by their language part: pt-PT → pt, ja-JP → ja), then English.
 */
export function detectLanguage(
  cookie: string | null | undefined,
  browserLanguages: readonly string[],
): string {
  if (isSelectableLocale(cookie)) return cookie as string;
  for (const tag of browserLanguages) {
    const language = baseLanguage(tag);
    if (isSelectableLocale(language)) return language as string;
  }
  return DEFAULT_LOCALE;
}

/**
 * SPEC.md §2 steps 1–3: the prefix wins; otherwise the detected language, and
 * a visitor whose language is not English goes to the prefixed path.
 */
export function decideLocale(input: {
  path: string;
  cookie: string | null | undefined;
  browserLanguages: readonly string[];
}): LocaleDecision {
  const first = input.path.split(/[?#]/)[0]?.split("/")[1] ?? "";
  const prefix = prefixOf(input.path);
  if (prefix) return { locale: prefix, redirect: null };
  if (findLocale(first)) return { locale: null, redirect: null, notFound: true };
  const locale = detectLanguage(input.cookie, input.browserLanguages);
  return { locale, redirect: locale === DEFAULT_LOCALE ? null : withLanguage(locale, input.path) };
}

/**
 * SPEC.md §2 step 4, after the first render: coming from a page in a
 * non-default locale to one without a prefix keeps the previous locale. An
 * explicit /en prefix is a choice, not a default, so it stays.
 */
export function keepPreviousLocale(
  previousPath: string | null,
  currentPath: string,
): string | null {
  if (!previousPath) return null;
  const previous = prefixOf(previousPath);
  if (!previous || previous === DEFAULT_LOCALE || prefixOf(currentPath)) return null;
  return withLanguage(previous, currentPath);
}
