import { LOCALE_CODES } from "@mvpn/design-system/locales";

/** The pages that exist under no prefix (English) and under each locale prefix. */
const PAGES = ["/", "/404"] as const;

export function prefixed(code: string | null, page: string): string {
  if (!code) return page;
  return page === "/" ? `/${code}` : `/${code}${page}`;
}

/** Every path the build writes as static HTML: each page once without a prefix and once per prefix. */
export function prerenderPaths(): string[] {
  return [null, ...LOCALE_CODES].flatMap((code) => PAGES.map((page) => prefixed(code, page)));
}
