import type { ReactNode } from "react";
import { Link } from "react-router";
import { highlight, snippet, type TextPart } from "./highlight";
import type { SearchHit } from "./run-search";
import type { SearchCollection } from "./search-options";

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

export interface SearchResultsProps {
  /** Names the list for tests and styles: `blog-search-results`, `help-search-results`. */
  collection: SearchCollection;
  hits: SearchHit[];
  /** The page of a hit, in the visitor's language. */
  hrefFor: (hit: SearchHit) => string;
  /** The line above a hit's title (the blog's category and date, the help centre's topic). */
  kicker?: (hit: SearchHit) => ReactNode;
  /** The level of each hit's title under the page's headings. */
  headingLevel?: 2 | 3;
}

/** The ranked hits of a site search, each with its title, summary and a stretch of its text, matches highlighted. */
export function SearchResults({
  collection,
  hits,
  hrefFor,
  kicker,
  headingLevel = 2,
}: SearchResultsProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ol
      className="m-0 flex list-none flex-col gap-6 p-0"
      data-slot={`${collection}-search-results`}
    >
      {hits.map((hit) => {
        const terms = new Set(hit.terms);
        return (
          <li key={hit.id} className="border-border flex flex-col gap-2 border-b pb-6">
            {kicker ? <p className="text-text-muted m-0 text-sm">{kicker(hit)}</p> : null}
            <Heading className="font-display m-0 text-xl font-bold">
              <Link
                to={hrefFor(hit)}
                className="text-text-link focus-visible:outline-focus rounded-control underline-offset-4 hover:underline focus-visible:outline-2"
              >
                <Marked parts={highlight(hit.title, terms)} />
              </Link>
            </Heading>
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
