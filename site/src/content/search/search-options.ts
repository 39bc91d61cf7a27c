import { isCjk, tokenize } from "./tokenize";

/**
 * The MiniSearch set-up of the site's searches (the blog, issue #17; the
 * help centre, issue #37), shared by the build (scripts/write-blog-files.ts,
 * scripts/write-help-files.ts) and the browser (`MiniSearch.loadJSON` needs
 * the same fields and tokenizer the index was built with).
 */
export interface SearchDocument {
  /** The article's key: a blog unikey, a help slug. */
  id: string;
  title: string;
  description: string;
  /** Words that name the article without being in it: a blog article's tag names, a help article's group. */
  tags: string;
  /** The body as plain text. */
  text: string;
  /** The blog's category; the help centre's group. */
  category: string;
  /** Publication (blog) or last change (help), ISO. */
  date: string;
}

/** What is searched: one index per collection and locale. */
export type SearchCollection = "blog" | "help";

export const SEARCH_OPTIONS = {
  fields: ["title", "description", "tags", "text"],
  storeFields: ["title", "description", "category", "date", "text"],
  tokenize,
  // tokenize already folds case and script forms.
  processTerm: (term: string) => term,
};

/** Query options: titles weigh most; prefixes and typos only for words long enough to mean something, never for kana/kanji pairs. */
export const QUERY_OPTIONS = {
  boost: { title: 4, tags: 3, description: 2 },
  prefix: (term: string) => term.length >= 3 && !isCjk(term),
  fuzzy: (term: string) => (term.length >= 5 && !isCjk(term) ? 0.2 : false),
};

/** Where the build writes a collection's index in a locale (`/blog-search/de.json`), loaded on first use. */
export function searchIndexPath(collection: SearchCollection, locale: string): string {
  return `/${collection}-search/${locale}.json`;
}
