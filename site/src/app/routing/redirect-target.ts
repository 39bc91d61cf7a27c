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
  try {
    assertNavigable(to, origin);
  } catch {
    return null;
  }
  const url = new URL(to, origin);
  const path = `${collapseSlashes(url.pathname)}${url.search}${url.hash}`;
  return prefixOf(path) ? path : withLanguage(locale, path);
}
