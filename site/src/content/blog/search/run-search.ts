import type MiniSearch from "minisearch";
import { BLOG_QUERY_OPTIONS, type BlogSearchDocument } from "./search-options";

/** One hit: the stored fields, its score, and the index terms it matched (for highlighting). */
export interface BlogSearchHit {
  id: string;
  title: string;
  description: string;
  category: string;
  date: string;
  text: string;
  score: number;
  terms: string[];
}

/**
 * Ranked results of a query: articles with every word first (AND); when no
 * article has them all, those with any (OR), so one typo does not empty the
 * page. Titles, then tags and summaries, weigh more than the body.
 */
export function runSearch(engine: MiniSearch<BlogSearchDocument>, query: string): BlogSearchHit[] {
  const trimmed = query.trim();
  if (trimmed === "") return [];
  let results = engine.search(trimmed, { ...BLOG_QUERY_OPTIONS, combineWith: "AND" });
  if (results.length === 0) {
    results = engine.search(trimmed, { ...BLOG_QUERY_OPTIONS, combineWith: "OR" });
  }
  return results.map((result) => ({
    id: String(result.id),
    title: String(result.title ?? ""),
    description: String(result.description ?? ""),
    category: String(result.category ?? ""),
    date: String(result.date ?? ""),
    text: String(result.text ?? ""),
    score: result.score,
    terms: result.terms,
  }));
}
