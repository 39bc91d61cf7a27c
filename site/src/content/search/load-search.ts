import type MiniSearch from "minisearch";
import {
  SEARCH_OPTIONS,
  type SearchCollection,
  type SearchDocument,
  searchIndexPath,
} from "./search-options";

const engines = new Map<string, Promise<MiniSearch<SearchDocument>>>();

/**
 * A collection's search engine in a locale, loaded once on first use (issue
 * #17: the index and MiniSearch are not part of the page's JavaScript): a
 * dynamic import of MiniSearch and a fetch of the index the build wrote. A
 * failure is forgotten so the next attempt tries again.
 */
export function loadSearch(
  collection: SearchCollection,
  locale: string,
): Promise<MiniSearch<SearchDocument>> {
  const key = `${collection}/${locale}`;
  let engine = engines.get(key);
  if (!engine) {
    engine = Promise.all([
      import("minisearch"),
      fetch(searchIndexPath(collection, locale)).then((response) => {
        if (!response.ok) throw new Error(`${collection} search index: ${response.status}`);
        return response.text();
      }),
    ]).then(([{ default: MiniSearchClass }, json]) =>
      MiniSearchClass.loadJSON<SearchDocument>(json, SEARCH_OPTIONS),
    );
    engine.catch(() => engines.delete(key));
    engines.set(key, engine);
  }
  return engine;
}
