import { DEFAULT_LOCALE, isSelectableLocale } from "@mvpn/locales";

/** SPEC.md §2: a double slash collapses to one on every navigation. */
export function collapseSlashes(path: string): string {
  return path.replace(/\/{2,}/g, "/");
}

function splitPath(path: string): { pathname: string; rest: string } {
  const cut = path.search(/[?#]/);
  return cut === -1
    ? { pathname: path, rest: "" }
    : { pathname: path.slice(0, cut), rest: path.slice(cut) };
}

/** SPEC.md §2: strips a leading language-code segment (`/de/pricing` → `/pricing`, `/deutsch` stays). */
export function stripLanguage(path: string): string {
  const { pathname, rest } = splitPath(path);
  const [, first, ...others] = pathname.split("/");
  if (!first || !isSelectableLocale(first)) return path;
  return `/${others.join("/")}${rest}`;
}

/** The first segment when it is a selectable locale, else null. */
export function prefixOf(path: string): string | null {
  const first = splitPath(path).pathname.split("/")[1] ?? "";
  return isSelectableLocale(first) ? first : null;
}

/** SPEC.md §2: the page name is the first segment after the optional locale, or `home`. */
export function pageName(path: string): string {
  const first = splitPath(stripLanguage(path)).pathname.split("/")[1];
  return first || "home";
}

/** The path of a page in a locale: English has no prefix, every other language its code. */
export function withLanguage(locale: string, path: string): string {
  const bare = stripLanguage(path);
  if (locale === DEFAULT_LOCALE) return bare;
  const { pathname, rest } = splitPath(bare);
  return `${pathname === "/" ? `/${locale}` : `/${locale}${pathname}`}${rest}`;
}

/** SPEC.md §2: `{lang}/home` redirects to the language root (query and hash kept); null when it does not apply. */
export function homeRedirect(path: string): string | null {
  const { pathname, rest } = splitPath(path);
  const match = pathname.match(/^(\/[a-z]{2})?\/home\/?$/);
  if (!match) return null;
  const prefix = match[1];
  if (prefix && !isSelectableLocale(prefix.slice(1))) return null;
  return `${prefix ?? "/"}${rest}`;
}

/** The locale a path is in: its prefix, or English (SPEC.md §2 step 1, before the cookie is consulted). */
export function localeFromPath(path: string): string {
  return prefixOf(path) ?? DEFAULT_LOCALE;
}
