import { useLocation } from "react-router";
import { useHydrated } from "../../app/hooks/useHydrated";
import { useQuery } from "../../app/hooks/useQuery";
import { loadSearch } from "./load-search";
import { runSearch, type SearchHit } from "./run-search";
import type { SearchCollection } from "./search-options";

export type SiteSearchState =
  | { status: "idle" }
  | { status: "loading"; query: string }
  | { status: "failed"; query: string }
  | { status: "done"; query: string; hits: SearchHit[] };

/** The `q` of an address's query, trimmed. */
export const queryOf = (search: string) => new URLSearchParams(search).get("q")?.trim() ?? "";

/**
 * The search the address asks for (`?q=`), run over a collection's index in
 * the page's language. The query lives in the URL so a search can be shared;
 * it is read after hydration, since the prerendered page has no query.
 */
export function useSiteSearch(collection: SearchCollection, locale: string): SiteSearchState {
  const location = useLocation();
  const hydrated = useHydrated();
  const query = hydrated ? queryOf(location.search) : "";
  const search = useQuery(
    () =>
      loadSearch(collection, locale).then((engine) => ({ query, hits: runSearch(engine, query) })),
    [collection, query, locale],
    { enabled: query !== "" },
  );
  if (query === "") return { status: "idle" };
  if (search.status === "failed") return { status: "failed", query };
  // The answer names its own query: the one on screen until the next answer comes.
  if (search.status === "ready") return { status: "done", ...search.data };
  return { status: "loading", query };
}
