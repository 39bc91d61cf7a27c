import { stripLanguage, withLanguage } from "../app/routing/paths";

/** The query parameter of /login that names where to go after signing in. */
export const REDIRECT_PARAM = "redirect";

/**
 * The /login address that brings a visitor back to `current` (this page's
 * path and query, with or without a language prefix) after signing in, in
 * `locale`. The path is kept without its prefix: the visitor's language is
 * added again on the way back, where the parameter is checked
 * (afterSignInPath). Used by the auth middleware and the header, so it stays
 * small: no validator is loaded with the first page.
 */
export function loginPathFor(locale: string, current: string | null | undefined): string {
  const login = withLanguage(locale, "/login");
  // Only a path of this site: one leading slash, never `//host` or `/\host`.
  if (!current || !/^\/(?![/\\])/.test(current)) return login;
  const back = stripLanguage(current);
  if (back === "/" || back.startsWith("/?") || back.startsWith("/#")) return login;
  return `${login}?${REDIRECT_PARAM}=${encodeURIComponent(back)}`;
}
