import { LOCALE_CODES } from "@mvpn/locales";
import { pageLocales, SITE_PAGES, type SitePage } from "./app/routing/site-pages";

export function prefixed(code: string | null, page: string): string {
  if (!code) return page;
  return page === "/" ? `/${code}` : `/${code}${page}`;
}

/**
 * The concrete paths of a page without a prefix: one per known parameter
 * value, and for an optional parameter (`pricing/checkout/:id?`) the path
 * without it first.
 */
export function concretePaths(page: SitePage): string[] {
  const segments = page.path.split("/").filter(Boolean);
  const param = segments.findIndex((segment) => segment.startsWith(":"));
  if (param === -1) return [`/${segments.join("/")}`];
  const withValue = (page.params ?? []).map(
    (value) =>
      `/${segments.map((segment, index) => (index === param ? value : segment)).join("/")}`,
  );
  const optional = segments[param]?.endsWith("?") && param === segments.length - 1;
  return optional ? [`/${segments.slice(0, param).join("/")}`, ...withValue] : withValue;
}

/**
 * Every path the build writes as static HTML: each page once without a prefix
 * and once per prefix; a page written in fewer languages (the help centre)
 * only under theirs, English being the path without a prefix too.
 */
export function prerenderPaths(): string[] {
  return [null, ...LOCALE_CODES].flatMap((code) =>
    SITE_PAGES.filter((page) => pageLocales(page).includes(code ?? "en"))
      .flatMap(concretePaths)
      .map((page) => prefixed(code, page)),
  );
}
