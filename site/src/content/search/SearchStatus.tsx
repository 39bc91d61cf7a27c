import { Alert, Spinner } from "@mvpn/design-system";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import type { SearchMessages } from "./search-messages";
import type { SearchCollection } from "./search-options";
import type { SiteSearchState } from "./useSiteSearch";

export interface SearchStatusProps {
  /** Names the parts for tests and styles: `blog-search-count`, `help-search-empty`. */
  collection: SearchCollection;
  state: SiteSearchState;
  messages: SearchMessages;
  /** Where to go when nothing matches (the blog's "all articles"), under the empty message. */
  emptyAction?: ReactNode;
}

/** What a site search is doing, said to screen readers as it changes: one line or block at a time. */
export function SearchStatus({ collection, state, messages, emptyAction }: SearchStatusProps) {
  const intl = useIntl();
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-4">
      {state.status === "loading" ? (
        <p className="text-text-muted m-0 flex items-center gap-2">
          <Spinner size="sm" />
          {intl.formatMessage(messages.loading)}
        </p>
      ) : null}
      {state.status === "failed" ? (
        <Alert tone="error">
          <p className="m-0">{intl.formatMessage(messages.failed)}</p>
        </Alert>
      ) : null}
      {state.status === "done" && state.hits.length > 0 ? (
        <p className="text-text-muted m-0 text-sm" data-slot={`${collection}-search-count`}>
          {intl.formatMessage(messages.results, { count: state.hits.length, query: state.query })}
        </p>
      ) : null}
      {state.status === "done" && state.hits.length === 0 ? (
        <div
          data-slot={`${collection}-search-empty`}
          className="bg-surface-sunken rounded-card flex flex-col gap-2 p-6"
        >
          <p className="text-text m-0 font-semibold">
            {intl.formatMessage(messages.emptyTitle, { query: state.query })}
          </p>
          <p className="text-text-muted m-0">{intl.formatMessage(messages.emptyBody)}</p>
          {emptyAction ? <p className="m-0">{emptyAction}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
