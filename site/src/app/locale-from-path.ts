import { DEFAULT_LOCALE, isSelectableLocale } from "@mvpn/design-system/locales";

/** The locale a path is in: its first segment when that is a supported prefix, else English (SPEC.md §2 step 1). */
export function localeFromPath(pathname: string): string {
  const first = pathname.split("/").find((segment) => segment !== "");
  return first && isSelectableLocale(first) ? first : DEFAULT_LOCALE;
}

/** The path of a page in a locale: English has no prefix, every other language its code. */
export function localizedPath(locale: string, path = "/"): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}
