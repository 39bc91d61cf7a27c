import { Container } from "@mvpn/design-system";
import { useIntl } from "react-intl";
import type { LoaderFunctionArgs } from "react-router";
import { useLayoutData } from "../../app/frame/useLayoutData";
import { PageIntro } from "../../app/PageIntro";
import { withLanguage } from "../../app/routing/paths";
import { TitledSection } from "../../app/TitledSection";
import { loadHelpIndex } from "../../content/help/help.server";
import type { HelpGroup } from "../../content/help/help-articles";
import type { HelpIndexData } from "../../content/help/help-data";
import { SearchResults } from "../../content/search/SearchResults";
import { SearchStatus } from "../../content/search/SearchStatus";
import { useSiteSearch } from "../../content/search/useSiteSearch";
import { helpIntro } from "../intros/help";
import { HelpArticleList } from "./HelpArticleList";
import { HelpContact } from "./HelpContact";
import { HelpSearchForm } from "./HelpSearch";
import { helpGroupMessages, helpSearchMessages, helpMessages as m } from "./help-messages";

/** Build time: every article's title and summary in the page's language (site/content/help/<locale>/). */
export function loader({ request }: LoaderFunctionArgs): HelpIndexData {
  return loadHelpIndex(request.url);
}

/**
 * Issue #37: the help centre's index (SPEC.md §2: English at /help, Russian at
 * /ru/help). The topics and their articles are in the prerendered HTML; a
 * search (`?q=`) shows its results above them once the app runs.
 */
export default function HelpIndexPage({ loaderData }: { loaderData: HelpIndexData }) {
  const intl = useIntl();
  const { locale, links } = useLayoutData();
  const search = useSiteSearch("help", locale);
  return (
    <>
      <PageIntro messages={helpIntro} links={links} />
      <Container className="flex flex-col gap-10 py-8 lg:py-12">
        <div className="flex flex-col gap-4">
          <HelpSearchForm locale={locale} />
          <SearchStatus collection="help" state={search} messages={helpSearchMessages} />
        </div>
        {search.status === "done" && search.hits.length > 0 ? (
          <TitledSection
            headingId="help-results-heading"
            title={intl.formatMessage(m.resultsHeading)}
            gap={6}
          >
            <SearchResults
              collection="help"
              hits={search.hits}
              headingLevel={3}
              hrefFor={(hit) => withLanguage(locale, `/help/${hit.id}`)}
              kicker={(hit) => intl.formatMessage(helpGroupMessages[hit.category as HelpGroup])}
            />
          </TitledSection>
        ) : null}
        <TitledSection
          headingId="help-topics-heading"
          title={intl.formatMessage(m.topicsHeading)}
          gap={8}
        >
          <div className="grid gap-8 md:grid-cols-2">
            {loaderData.groups.map(({ group, articles }) => (
              <section
                key={group}
                aria-labelledby={`help-group-${group}`}
                className="flex flex-col gap-4"
                data-slot="help-group"
              >
                <h3
                  id={`help-group-${group}`}
                  className="font-display text-text m-0 text-xl font-bold"
                >
                  {intl.formatMessage(helpGroupMessages[group])}
                </h3>
                <HelpArticleList locale={locale} articles={articles} />
              </section>
            ))}
          </div>
        </TitledSection>
        <HelpContact locale={locale} />
      </Container>
    </>
  );
}
