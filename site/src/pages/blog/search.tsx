import { Alert, Button, Spinner, TextField } from "@mvpn/design-system";
import { type FormEvent, useCallback, useEffect, useRef } from "react";
import { useIntl } from "react-intl";
import { Link, useLocation } from "react-router";
import { blogNavMessages } from "../../app/frame/blog-nav-messages";
import { useLayoutData } from "../../app/frame/useLayoutData";
import { useHydrated } from "../../app/hooks/useHydrated";
import { useQuery } from "../../app/hooks/useQuery";
import { PageIntro } from "../../app/PageIntro";
import { useGuardedNavigate } from "../../app/routing/guarded-navigation";
import { withLanguage } from "../../app/routing/paths";
import type { BlogCategory } from "../../app/routing/site-pages";
import { loadSearch } from "../../content/search/load-search";
import { runSearch } from "../../content/search/run-search";
import { SearchResults } from "../../content/search/SearchResults";
import { blogSearchIntro } from "../intros/blog";
import { blogMessages, blogSearchMessages } from "./blog-messages";

/**
 * Issue #17: full-text search over the articles of the page's language only,
 * without the api. The index and MiniSearch load on first use (focus on the
 * box, or a `?q=` in the address); the query lives in the URL so a search
 * can be shared. Without JavaScript the form still submits `?q=` (GET).
 */
export default function BlogSearchPage() {
  const intl = useIntl();
  const { links, locale } = useLayoutData();
  const location = useLocation();
  const navigate = useGuardedNavigate();
  const input = useRef<HTMLInputElement>(null);
  // The URL is the search's state, read after hydration (the prerendered page has no query).
  const hydrated = useHydrated();
  const query = hydrated ? (new URLSearchParams(location.search).get("q")?.trim() ?? "") : "";
  const search = useQuery(
    () => loadSearch("blog", locale).then((engine) => ({ query, hits: runSearch(engine, query) })),
    [query, locale],
    { enabled: query !== "" },
  );
  const state = search.status === "ready" ? search.data : null;

  const warmUp = useCallback(() => {
    // Errors surface when a search runs; here the load only starts early.
    loadSearch("blog", locale).catch(() => undefined);
  }, [locale]);

  useEffect(() => {
    if (hydrated && input.current && input.current.value !== query) input.current.value = query;
  }, [hydrated, query]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = input.current?.value.trim() ?? "";
    navigate(typed ? `${location.pathname}?q=${encodeURIComponent(typed)}` : location.pathname);
  };

  return (
    <div className="flex flex-col gap-8">
      <PageIntro messages={blogSearchIntro} links={links} plain />
      <search>
        <form
          method="get"
          action={withLanguage(locale, "/blog/search")}
          onSubmit={onSubmit}
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          <TextField
            ref={input}
            type="search"
            name="q"
            label={intl.formatMessage(blogSearchMessages.label)}
            placeholder={intl.formatMessage(blogSearchMessages.placeholder)}
            description={intl.formatMessage(blogSearchMessages.hint)}
            onFocus={warmUp}
            autoComplete="off"
            enterKeyHint="search"
            className="flex-1"
          />
          <Button type="submit" size="lg">
            {intl.formatMessage(blogSearchMessages.submit)}
          </Button>
        </form>
      </search>
      <div role="status" aria-live="polite" className="flex flex-col gap-6">
        {search.status === "loading" ? (
          <p className="text-text-muted m-0 flex items-center gap-2">
            <Spinner size="sm" />
            {intl.formatMessage(blogSearchMessages.loading)}
          </p>
        ) : null}
        {search.status === "failed" ? (
          <Alert tone="error">
            <p className="m-0">{intl.formatMessage(blogSearchMessages.failed)}</p>
          </Alert>
        ) : null}
        {state && state.hits.length > 0 ? (
          <p className="text-text-muted m-0 text-sm" data-slot="blog-search-count">
            {intl.formatMessage(blogSearchMessages.results, {
              count: state.hits.length,
              query: state.query,
            })}
          </p>
        ) : null}
        {state && state.hits.length === 0 ? (
          <div
            data-slot="blog-search-empty"
            className="bg-surface-sunken rounded-card flex flex-col gap-2 p-6"
          >
            <p className="text-text m-0 font-semibold">
              {intl.formatMessage(blogSearchMessages.emptyTitle, { query: state.query })}
            </p>
            <p className="text-text-muted m-0">
              {intl.formatMessage(blogSearchMessages.emptyBody)}
            </p>
            <p className="m-0">
              <Link
                to={withLanguage(locale, "/blog/more")}
                className="text-text-link font-semibold underline underline-offset-4 hover:no-underline"
              >
                {intl.formatMessage(blogMessages.allArticles)}
              </Link>
            </p>
          </div>
        ) : null}
      </div>
      {state && state.hits.length > 0 ? (
        <SearchResults
          collection="blog"
          hits={state.hits}
          hrefFor={(hit) => withLanguage(locale, `/blog/${hit.id}`)}
          kicker={(hit) => (
            <>
              {intl.formatMessage(blogNavMessages[hit.category as BlogCategory])}
              {" · "}
              <time dateTime={hit.date}>
                {intl.formatDate(`${hit.date}T12:00:00Z`, { dateStyle: "medium", timeZone: "UTC" })}
              </time>
            </>
          )}
        />
      ) : null}
    </div>
  );
}
