import { isCjk, tokenize } from "./tokenize";

/**
 * The MiniSearch set-up, shared by the build (scripts/write-blog-files.ts)
 * and the browser (`MiniSearch.loadJSON` needs the same fields and
 * tokenizer the index was built with).
 */
export interface BlogSearchDocument {
  /** The unikey. */
  id: string;
  title: string;
  description: string;
  /** The tags' names in the document's language. */
  tags: string;
  /** The body as plain text. */
  text: string;
  category: string;
  date: string;
}

export const BLOG_SEARCH_OPTIONS = {
  fields: ["title", "description", "tags", "text"],
  storeFields: ["title", "description", "category", "date", "text"],
  tokenize,
  // tokenize already folds case and script forms.
  processTerm: (term: string) => term,
};

/** Query options: titles weigh most; prefixes and typos only for words long enough to mean something, never for kana/kanji pairs. */
export const BLOG_QUERY_OPTIONS = {
  boost: { title: 4, tags: 3, description: 2 },
  prefix: (term: string) => term.length >= 3 && !isCjk(term),
  fuzzy: (term: string) => (term.length >= 5 && !isCjk(term) ? 0.2 : false),
};

/** Where the build writes a locale's index (loaded by the search page on first use). */
export function blogSearchIndexPath(locale: string): string {
  return `/blog-search/${locale}.json`;
}
