/** The shape of one row of SPEC.md §2's route table (site-pages.ts). */

import { LOCALE_CODES } from "@mvpn/locales";

export type LayoutName = "default" | "blog" | "standalone";
export type Middleware = "auth" | "category";

export interface SitePage {
  /** The page name (SPEC.md §2: first segment after the locale, `home` when empty); also its message catalog. */
  name: string;
  /** Route path without the locale prefix; "" is the language root. */
  path: string;
  /** Route module, relative to `src/`. */
  file: string;
  layout: LayoutName;
  /** The navigation bar lies over the page's first section (SPEC.md §2). */
  transparentNav?: boolean;
  middleware?: readonly Middleware[];
  /**
   * `static`: prerendered with its content, listed in the sitemap.
   * `private`: not indexed, and its visitor's own data renders on the client (account, checkout).
   */
  render: "static" | "private";
  /**
   * For a path with a parameter: the values that exist; others answer 404.
   * An optional parameter (`:id?`) also has the path without it.
   */
  params?: readonly string[];
  /**
   * For a parameter whose values are content (a blog article, a tag): the
   * message key every value shares (`blog.article`) instead of one per value;
   * the page's own words come from the content.
   */
  messageKey?: string;
  /**
   * The languages the page is written in, when not all 11: English is the
   * path without a prefix (and `/en/…`), the others their prefix. Under any
   * other prefix the path is not found (the help centre, ADR 0028).
   */
  locales?: readonly string[];
}

/** The languages a page exists in: its own list, or all 11. */
export function pageLocales(page: Pick<SitePage, "locales">): readonly string[] {
  return page.locales ?? LOCALE_CODES;
}

/** Types a row where it is written, so a misspelt field fails there. */
export const page = (entry: SitePage): SitePage => entry;
