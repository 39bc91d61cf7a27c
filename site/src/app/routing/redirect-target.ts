import { assertNavigable } from "./navigation-guards";
import { collapseSlashes, prefixOf, withLanguage } from "./paths";

/**
 * Where `/redirect?to=…` may go: a path on this site (put in the visitor's
 * language unless it names one), never another origin or a dangerous
 * protocol (SPEC.md §8). Null means refuse.
 */
export function resolveRedirectTarget(
  to: string | null,
  locale: string,
  origin: string,
): string | null {
  if (!to) return null;
  let url: URL;
  try {
    // The redirect helper stays on this site, even for the sites the links may name.
    url = assertNavigable(to, origin, { allowedOrigins: [] });
  } catch {
    return null;
  }
  const path = `${collapseSlashes(url.pathname)}${url.search}${url.hash}`;
  return prefixOf(path) ? path : withLanguage(locale, path);
}
