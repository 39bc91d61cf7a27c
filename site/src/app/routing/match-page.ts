import { matchPath } from "react-router";
import { localeFromPath, stripLanguage } from "./paths";
import { pageLocales, SITE_PAGES, type SitePage } from "./site-pages";

export interface PageMatch {
  page: SitePage;
  params: Record<string, string | undefined>;
  /** Message key of the page's own title and description: `download.windows`, `blog.more`, `home`. */
  key: string;
}

/**
 * The page of SPEC.md §2's table a path shows (static segments win over
 * parameters), or null; also null under a prefix the page is not written in
 * (`/de/help`, ADR 0028).
 */
export function matchPage(pathname: string): PageMatch | null {
  const bare = stripLanguage(pathname).split(/[?#]/)[0] || "/";
  const locale = localeFromPath(pathname);
  const candidates = SITE_PAGES.filter((page) => pageLocales(page).includes(locale))
    .map((page) => ({
      page,
      match: matchPath({ path: `/${page.path}`, end: true }, bare),
    }))
    .filter((entry) => entry.match !== null);
  // Fewest parameters first: `/blog/more` before `/blog/:unikey`.
  candidates.sort((a, b) => paramCount(a.page) - paramCount(b.page));
  const best = candidates[0];
  if (!best?.match) return null;
  const params = best.match.params as Record<string, string | undefined>;
  return { page: best.page, params, key: messageKey(best.page, params) };
}

const paramCount = (page: SitePage) => (page.path.match(/:/g) ?? []).length;

function messageKey(page: SitePage, params: Record<string, string | undefined>): string {
  if (page.path === "") return "home";
  if (page.messageKey) return page.messageKey;
  const parts = page.path.split("/").flatMap((segment) => {
    if (!segment.startsWith(":")) return [segment];
    return [params[segment.replace(/^:|\?$/g, "")] ?? ""];
  });
  return parts.join(".");
}

/**
 * SPEC.md §2 "validate": a parameter outside the page's known values fails;
 * an optional one may be left out (`/pricing/checkout`).
 */
export function isValidMatch({ page, params }: PageMatch): boolean {
  if (!page.params) return true;
  const [, name, optional] = page.path.match(/:(\w+)(\?)?/) ?? [];
  const value = name ? params[name] : undefined;
  if (value === undefined) return optional === "?";
  return (page.params as readonly string[]).includes(value);
}
