import { cn } from "@mvpn/design-system";
import { Link } from "react-router";
import { withLanguage } from "../../app/routing/paths";
import type { HelpSummary } from "../../content/help/help-data";

/** Help articles as links with their summaries: a topic on the index, "more on this topic" under an article. */
export function HelpArticleList({
  locale,
  articles,
  spacing = "loose",
}: {
  locale: string;
  articles: readonly HelpSummary[];
  /** The space between entries: a topic's list on the index is looser than "more on this topic". */
  spacing?: "loose" | "tight";
}) {
  return (
    <ul className={cn("m-0 flex list-none flex-col p-0", spacing === "loose" ? "gap-4" : "gap-3")}>
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
