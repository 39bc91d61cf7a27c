import { Button, TextField } from "@mvpn/design-system";
import { type FormEvent, useCallback, useEffect, useRef } from "react";
import { useIntl } from "react-intl";
import { useLocation } from "react-router";
import { useGuardedNavigate } from "../../app/routing/guarded-navigation";
import { withLanguage } from "../../app/routing/paths";
import { loadSearch } from "./load-search";
import type { SearchMessages } from "./search-messages";
import type { SearchCollection } from "./search-options";
import { queryOf } from "./useSiteSearch";

export interface SearchFormProps {
  /** Whose index the box warms up, and the form's slot: `blog-search-form`, `help-search-form`. */
  collection: SearchCollection;
  locale: string;
  /** The page that shows the results, without a language prefix (`/blog/search`, `/help`). */
  resultsPath: string;
  messages: SearchMessages;
}

/**
 * The search box of the blog and the help centre: a plain GET form to the
 * results page (`/blog/search?q=…`, `/ru/help?q=…`), which works before and
 * without JavaScript; once the app runs it navigates in place. MiniSearch and
 * the language's index load when the box gets focus (issue #17), not with the page.
 */
export function SearchForm({ collection, locale, resultsPath, messages }: SearchFormProps) {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useGuardedNavigate();
  const input = useRef<HTMLInputElement>(null);
  const action = withLanguage(locale, resultsPath);

  // On the results page the box follows the address (a shared link, back and forward between searches).
  useEffect(() => {
    const query = queryOf(location.search);
    if (input.current && location.pathname === action && input.current.value !== query) {
      input.current.value = query;
    }
  }, [location.pathname, location.search, action]);

  const warmUp = useCallback(() => {
    // Errors surface when a search runs; here the load only starts early.
    loadSearch(collection, locale).catch(() => undefined);
  }, [collection, locale]);

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
        data-slot={`${collection}-search-form`}
      >
        <TextField
          ref={input}
          type="search"
          name="q"
          label={intl.formatMessage(messages.label)}
          placeholder={intl.formatMessage(messages.placeholder)}
          description={messages.hint ? intl.formatMessage(messages.hint) : undefined}
          onFocus={warmUp}
          autoComplete="off"
          enterKeyHint="search"
          className="flex-1"
        />
        <Button type="submit" size="lg">
          {intl.formatMessage(messages.submit)}
        </Button>
      </form>
    </search>
  );
}
