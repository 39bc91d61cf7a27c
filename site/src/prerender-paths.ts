import { LOCALE_CODES } from "@mvpn/design-system/locales";
import { SITE_PAGES, type SitePage } from "./app/routing/site-pages";

export function prefixed(code: string | null, page: string): string {
  if (!code) return page;
  return page === "/" ? `/${code}` : `/${code}${page}`;
}

/** The concrete paths of a page without a prefix: one per known parameter value; an open parameter is left out. */
export function concretePaths(page: SitePage): string[] {
  const segments = page.path.split("/").filter(Boolean);
  const param = segments.findIndex((segment) => segment.startsWith(":"));
  if (param === -1) return [`/${segments.join("/")}`];
  if (page.openParam) return [`/${segments.slice(0, param).join("/")}`];
  return (page.params ?? []).map(
    (value) =>
      `/${segments.map((segment, index) => (index === param ? value : segment)).join("/")}`,
  );
}

/** Every path the build writes as static HTML: each page once without a prefix and once per prefix. */
export function prerenderPaths(): string[] {
  const pages = SITE_PAGES.flatMap(concretePaths);
  return [null, ...LOCALE_CODES].flatMap((code) => pages.map((page) => prefixed(code, page)));
}
