import type MiniSearch from "minisearch";
import { QUERY_OPTIONS, type SearchDocument } from "./search-options";

/** One hit: the stored fields, its score, and the index terms it matched (for highlighting). */
export interface SearchHit {
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
 * Ranked results of a query (blog or help articles): those with every word first (AND); when no
 * article has them all, those with any (OR), so one typo does not empty the
 * page. Titles, then tags and summaries, weigh more than the body.
 */
export function runSearch(engine: MiniSearch<SearchDocument>, query: string): SearchHit[] {
  const trimmed = query.trim();
  if (trimmed === "") return [];
  let results = engine.search(trimmed, { ...QUERY_OPTIONS, combineWith: "AND" });
  if (results.length === 0) {
    results = engine.search(trimmed, { ...QUERY_OPTIONS, combineWith: "OR" });
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
