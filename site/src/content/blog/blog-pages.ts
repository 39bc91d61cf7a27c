/**
 * The paged listing of every article (`/blog/more`, `/blog/more/2`, …).
 * Nine a page: three rows of three cards on a wide screen, one column on a
 * phone, and few enough that the page stays light. Page 1 is `/blog/more`
 * itself; `/blog/more/1` does not exist (one URL per page).
 */
export const BLOG_PAGE_SIZE = 9;

export function blogPageCount(articles: number, size = BLOG_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(articles / size));
}

/** The items of page `page` (1-based). */
export function blogPageSlice<T>(items: readonly T[], page: number, size = BLOG_PAGE_SIZE): T[] {
  return items.slice((page - 1) * size, page * size);
}

/** The path of a page of the listing, without a locale prefix. */
export function blogMorePath(page: number): string {
  return page <= 1 ? "/blog/more" : `/blog/more/${page}`;
}

/** The values of `/blog/more/:page`: every page after the first, as text. */
export function blogMorePageParams(articles: number, size = BLOG_PAGE_SIZE): string[] {
  return Array.from({ length: blogPageCount(articles, size) - 1 }, (_, index) => String(index + 2));
}
