/** The shape of one row of SPEC.md §2's route table (site-pages.ts). */

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
}

/** Types a row where it is written, so a misspelt field fails there. */
export const page = (entry: SitePage): SitePage => entry;
