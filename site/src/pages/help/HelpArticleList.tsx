import { cn } from "@mvpn/design-system";
import { Link } from "react-router";
import { withLanguage } from "../../app/routing/paths";
import type { HelpSummary } from "../../content/help/help-data";

/** Help articles as links with their summaries: a topic on the index, "more on this topic" under an article. */
export function HelpArticleList({
  locale,
  articles,
  className,
}: {
  locale: string;
  articles: readonly HelpSummary[];
  /** The gap between entries. */
  className?: string;
}) {
  return (
    <ul className={cn("m-0 flex list-none flex-col gap-4 p-0", className)}>
      {articles.map((entry) => (
        <li key={entry.slug} className="border-border flex flex-col gap-1 border-s-2 ps-4">
          <Link
            to={withLanguage(locale, `/help/${entry.slug}`)}
            className="text-text-link focus-visible:outline-focus rounded-control font-semibold underline-offset-4 hover:underline focus-visible:outline-2"
          >
            {entry.title}
          </Link>
          <p className="text-text-muted m-0 text-sm">{entry.description}</p>
        </li>
      ))}
    </ul>
  );
}
