import { Alert, Button, Spinner, TextField } from "@mvpn/design-system";
import { type FormEvent, useCallback, useEffect, useRef } from "react";
import { useIntl } from "react-intl";
import { useLocation } from "react-router";
import { useHydrated } from "../../app/hooks/useHydrated";
import { useQuery } from "../../app/hooks/useQuery";
import { useGuardedNavigate } from "../../app/routing/guarded-navigation";
import { withLanguage } from "../../app/routing/paths";
import { loadSearch } from "../../content/search/load-search";
import { runSearch, type SearchHit } from "../../content/search/run-search";
import { helpMessages as m } from "./help-messages";

export type HelpSearchState =
  | { status: "idle" }
  | { status: "loading"; query: string }
  | { status: "failed"; query: string }
  | { status: "done"; query: string; hits: SearchHit[] };

/** The help centre's index in a language: where every help page's search form goes. */
export const helpIndexPath = (locale: string) => withLanguage(locale, "/help");

/** The `q` of an address's query, trimmed. */
export const queryOf = (search: string) => new URLSearchParams(search).get("q")?.trim() ?? "";

/**
 * The search box of every help page: a plain GET form to the index
 * (`/help?q=…`, `/ru/help?q=…`), which works before and without JavaScript;
 * once the app runs it navigates in place. MiniSearch and the language's
 * index load when the box gets focus (the blog search's set-up, issue #17).
 */
export function HelpSearchForm({ locale }: { locale: string }) {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useGuardedNavigate();
  const input = useRef<HTMLInputElement>(null);
  const action = helpIndexPath(locale);

  // Keeps the box in step with the address (back and forward between searches).
  useEffect(() => {
    const query = queryOf(location.search);
    if (input.current && location.pathname === action && input.current.value !== query) {
      input.current.value = query;
    }
  }, [location.pathname, location.search, action]);

  const warmUp = useCallback(() => {
    // Errors surface when a search runs; here the load only starts early.
    loadSearch("help", locale).catch(() => undefined);
  }, [locale]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = input.current?.value.trim() ?? "";
    navigate(query ? `${action}?q=${encodeURIComponent(query)}` : action);
  };

  return (
    <search>
      <form
        method="get"
        action={action}
        onSubmit={onSubmit}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        data-slot="help-search-form"
      >
        <TextField
          ref={input}
          type="search"
          name="q"
          label={intl.formatMessage(m.searchLabel)}
          placeholder={intl.formatMessage(m.searchPlaceholder)}
          onFocus={warmUp}
          autoComplete="off"
          enterKeyHint="search"
          className="flex-1"
        />
        <Button type="submit" size="lg">
          {intl.formatMessage(m.searchSubmit)}
        </Button>
      </form>
    </search>
  );
}

/** The search the address asks for (`?q=`), run over the language's help index after hydration. */
export function useHelpSearch(locale: string): HelpSearchState {
  const location = useLocation();
  // The address is read after hydration: the prerendered page has no query.
  const hydrated = useHydrated();
  const query = hydrated ? queryOf(location.search) : "";
  const search = useQuery(
    () => loadSearch("help", locale).then((engine) => runSearch(engine, query)),
    [query, locale],
    { enabled: query !== "" },
  );
  if (query === "") return { status: "idle" };
  if (search.status === "failed") return { status: "failed", query };
  if (search.status === "ready") return { status: "done", query, hits: search.data };
  return { status: "loading", query };
}

/** What the search is doing, said to screen readers as it changes. */
export function HelpSearchStatus({ state }: { state: HelpSearchState }) {
  const intl = useIntl();
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-4">
      {state.status === "loading" ? (
        <p className="text-text-muted m-0 flex items-center gap-2">
          <Spinner size="sm" />
          {intl.formatMessage(m.searchLoading)}
        </p>
      ) : null}
      {state.status === "failed" ? (
        <Alert tone="error">
          <p className="m-0">{intl.formatMessage(m.searchFailed)}</p>
        </Alert>
      ) : null}
      {state.status === "done" && state.hits.length > 0 ? (
        <p className="text-text-muted m-0 text-sm" data-slot="help-search-count">
          {intl.formatMessage(m.searchResults, { count: state.hits.length, query: state.query })}
        </p>
      ) : null}
      {state.status === "done" && state.hits.length === 0 ? (
        <div
          data-slot="help-search-empty"
          className="bg-surface-sunken rounded-card flex flex-col gap-2 p-6"
        >
          <p className="text-text m-0 font-semibold">
            {intl.formatMessage(m.searchEmptyTitle, { query: state.query })}
          </p>
          <p className="text-text-muted m-0">{intl.formatMessage(m.searchEmptyBody)}</p>
        </div>
      ) : null}
    </div>
  );
}
