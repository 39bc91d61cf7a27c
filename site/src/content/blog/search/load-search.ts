import type MiniSearch from "minisearch";
import {
  BLOG_SEARCH_OPTIONS,
  type BlogSearchDocument,
  blogSearchIndexPath,
} from "./search-options";

const engines = new Map<string, Promise<MiniSearch<BlogSearchDocument>>>();

/**
 * The locale's search engine, loaded once on first use (issue #17: the
 * index and MiniSearch are not part of the page's JavaScript): a dynamic
 * import of MiniSearch and a fetch of the index the build wrote. A failure
 * is forgotten so the next attempt tries again.
 */
export function loadBlogSearch(locale: string): Promise<MiniSearch<BlogSearchDocument>> {
  let engine = engines.get(locale);
  if (!engine) {
    engine = Promise.all([
      import("minisearch"),
      fetch(blogSearchIndexPath(locale)).then((response) => {
        if (!response.ok) throw new Error(`blog search index: ${response.status}`);
        return response.text();
      }),
    ]).then(([{ default: MiniSearchClass }, json]) =>
      MiniSearchClass.loadJSON<BlogSearchDocument>(json, BLOG_SEARCH_OPTIONS),
    );
    engine.catch(() => engines.delete(locale));
    engines.set(locale, engine);
  }
  return engine;
}
