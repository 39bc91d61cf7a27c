import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { blogNavMessages } from "../../app/frame/blog-nav-messages";
import { withLanguage } from "../../app/routing/paths";
import type { BlogCategory } from "../../app/routing/site-pages";
import { highlight, snippet, type TextPart } from "../../content/blog/search/highlight";
import type { BlogSearchHit } from "../../content/blog/search/run-search";

/** Text with its matched words in `<mark>`. */
function Marked({ parts }: { parts: TextPart[] }): ReactNode {
  return parts.map((part, index) =>
    part.hit ? (
      <mark key={index} className="bg-accent-subtle text-text rounded-sm">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

/** The ranked hits, each with its title, summary and a stretch of its text, matches highlighted. */
export function SearchResults({ hits, locale }: { hits: BlogSearchHit[]; locale: string }) {
  const intl = useIntl();
  return (
    <ol className="m-0 flex list-none flex-col gap-6 p-0" data-slot="blog-search-results">
      {hits.map((hit) => {
        const terms = new Set(hit.terms);
        return (
          <li key={hit.id} className="border-border flex flex-col gap-2 border-b pb-6">
            <p className="text-text-muted m-0 text-sm">
              {intl.formatMessage(blogNavMessages[hit.category as BlogCategory])}
              {" · "}
              <time dateTime={hit.date}>
                {intl.formatDate(`${hit.date}T12:00:00Z`, { dateStyle: "medium", timeZone: "UTC" })}
              </time>
            </p>
            <h2 className="font-display m-0 text-xl font-bold">
              <Link
                to={withLanguage(locale, `/blog/${hit.id}`)}
                className="text-text-link focus-visible:outline-focus rounded-control underline-offset-4 hover:underline focus-visible:outline-2"
              >
                <Marked parts={highlight(hit.title, terms)} />
              </Link>
            </h2>
            <p className="text-text m-0">
              <Marked parts={highlight(hit.description, terms)} />
            </p>
            <p className="text-text-muted m-0 text-sm leading-relaxed">
              <Marked parts={snippet(hit.text, terms)} />
            </p>
          </li>
        );
      })}
    </ol>
  );
}
