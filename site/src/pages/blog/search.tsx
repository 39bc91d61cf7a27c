import { useIntl } from "react-intl";
import { Link } from "react-router";
import { blogNavMessages } from "../../app/frame/blog-nav-messages";
import { useLayoutData } from "../../app/frame/useLayoutData";
import { PageIntro } from "../../app/PageIntro";
import { withLanguage } from "../../app/routing/paths";
import type { BlogCategory } from "../../app/routing/site-pages";
import { SearchForm } from "../../content/search/SearchForm";
import { SearchResults } from "../../content/search/SearchResults";
import { SearchStatus } from "../../content/search/SearchStatus";
import { useSiteSearch } from "../../content/search/useSiteSearch";
import { blogSearchIntro } from "../intros/blog";
import { blogMessages, blogSearchMessages } from "./blog-messages";

/**
 * Issue #17: full-text search over the articles of the page's language only,
 * without the api (the help centre's search is the same form and hook). The
 * query lives in the URL so a search can be shared. Without JavaScript the
 * form still submits `?q=` (GET).
 */
export default function BlogSearchPage() {
  const intl = useIntl();
  const { links, locale } = useLayoutData();
  const search = useSiteSearch("blog", locale);
  return (
    <div className="flex flex-col gap-8">
      <PageIntro messages={blogSearchIntro} links={links} plain />
      <SearchForm
        collection="blog"
        locale={locale}
        resultsPath="/blog/search"
        messages={blogSearchMessages}
      />
      <SearchStatus
        collection="blog"
        state={search}
        messages={blogSearchMessages}
        emptyAction={
          <Link
            to={withLanguage(locale, "/blog/more")}
            className="text-text-link font-semibold underline underline-offset-4 hover:no-underline"
          >
            {intl.formatMessage(blogMessages.allArticles)}
          </Link>
        }
      />
      {search.status === "done" && search.hits.length > 0 ? (
        <SearchResults
          collection="blog"
          hits={search.hits}
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
