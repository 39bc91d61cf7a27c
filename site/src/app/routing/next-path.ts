import { pathExistsIn } from "../../content/help/help-locales";
import { decideLocale, keepPreviousLocale } from "./locale-decision";
import { collapseSlashes, homeRedirect, localeFromPath, stripLanguage } from "./paths";

/**
 * SPEC.md §2's routing and locale rules for one client navigation, in order:
 * a double slash collapses, `{lang}/home` goes to the language root, after the
 * first render a page without a prefix keeps the previous page's language
 * (step 4), and a visitor whose cookie or browser language is not English
 * goes to the prefixed path (steps 2–3). Query and hash are kept. Null: stay.
 * A page not written in that language stays as it is: the English help
 * centre is every language's but Russian's (SPEC.md §2, ADR 0028).
 */
export function nextPath(
  path: string,
  previousPath: string | null,
  visitor: { cookie: string | null | undefined; browserLanguages: readonly string[] },
): string | null {
  const cut = path.search(/[?#]|$/);
  const collapsed = collapseSlashes(path.slice(0, cut)) + path.slice(cut);
  if (collapsed !== path) return collapsed;
  const home = homeRedirect(path);
  if (home) return home;
  const target =
    keepPreviousLocale(previousPath, path) ?? decideLocale({ path, ...visitor }).redirect;
  if (target && !pathExistsIn(stripLanguage(target), localeFromPath(target))) return null;
  return target;
}
