import { Container, Prose } from "@mvpn/design-system";
import { createIntl, useIntl } from "react-intl";
import { Link, type LoaderFunctionArgs, type MetaDescriptor } from "react-router";
import type { LayoutData } from "../../app/frame/layout-data";
import { useLayoutData } from "../../app/frame/useLayoutData";
import { localeFromPath, stripLanguage } from "../../app/routing/paths";
import { SiteBreadcrumbs } from "../../app/SiteBreadcrumbs";
import { parentMeta } from "../../app/seo/structured-data";
import { ownTitleMeta, textPageJsonLd } from "../../app/seo/text-page-meta";
import { loadHelpArticle } from "../../content/help/help.server";
import type { HelpArticleData } from "../../content/help/help-data";
import { LastUpdated } from "../../content/LastUpdated";
import { TextWithContents } from "../../content/TextWithContents";
import { HelpArticleList } from "./HelpArticleList";
import { HelpContact } from "./HelpContact";
import { HelpSearchForm, helpIndexPath } from "./HelpSearch";
import { helpGroupMessages, helpMessages as m } from "./help-messages";

/** Build time: the article in the path's language (site/content/help/<locale>/<slug>.md), rendered. */
export function loader({ request, params }: LoaderFunctionArgs): HelpArticleData {
  return loadHelpArticle(request.url, params.article ?? "");
}

/** The article's own title and summary over the layout's, and Article + BreadcrumbList JSON-LD. */
export function meta({
  loaderData,
  location,
  matches,
}: {
  loaderData: HelpArticleData | undefined;
  location: { pathname: string };
  matches: ReadonlyArray<{ meta?: MetaDescriptor[]; data?: unknown } | undefined>;
}): MetaDescriptor[] {
  const parents = parentMeta(matches);
  if (!loaderData) return parents;
  // The crumb's word comes from the layout's messages (meta runs outside the React tree).
  const layout = matches.find((match) => (match?.data as LayoutData | undefined)?.messages)?.data as
    | LayoutData
    | undefined;
  const intl = createIntl({ locale: layout?.locale ?? "en", messages: layout?.messages ?? {} });
  const page = {
    ...loaderData,
    locale: localeFromPath(location.pathname),
    path: stripLanguage(location.pathname),
  };
  return [
    ...ownTitleMeta(parents, page),
    ...textPageJsonLd(page, [{ name: intl.formatMessage(m.crumb), path: "/help" }]),
  ];
}

/** Issue #37: one help article, with the help centre's search, its topic's other articles and the way to support. */
export default function HelpArticlePage({ loaderData }: { loaderData: HelpArticleData }) {
  const intl = useIntl();
  const { locale } = useLayoutData();
  const data = loaderData;
  // While a translation is missing the English text stands in, marked as English.
  const textLang = data.fallback ? data.locale : undefined;
  return (
    <Container className="flex flex-col gap-10 py-8 lg:py-12">
      <SiteBreadcrumbs
        trail={[{ name: intl.formatMessage(m.crumb), path: "/help" }, { name: data.title }]}
      />
      <header className="flex flex-col gap-3">
        <p className="text-text-accent m-0 text-sm font-semibold">
          {intl.formatMessage(helpGroupMessages[data.group])}
        </p>
        <h1
          lang={textLang}
          className="font-display text-text m-0 text-3xl font-extrabold tracking-tight text-balance md:text-4xl"
        >
          {data.title}
        </h1>
        <p lang={textLang} className="text-text-muted m-0 text-lg leading-relaxed">
          {data.description}
        </p>
        <LastUpdated
          message={m.updated}
          date={data.updated}
          className="text-text-muted m-0 text-sm"
        />
      </header>
      <HelpSearchForm locale={locale} />
      <TextWithContents data={data}>
        {/* Build-time HTML of the repository's own Markdown. */}
        <Prose html={data.html} />
      </TextWithContents>
      {data.related.length > 0 ? (
        <nav aria-labelledby="help-related-heading" className="flex flex-col gap-4">
          <h2 id="help-related-heading" className="font-display text-text m-0 text-xl font-bold">
            {intl.formatMessage(m.related)}
          </h2>
          <HelpArticleList locale={locale} articles={data.related} spacing="tight" />
          <p className="m-0">
            <Link
              to={helpIndexPath(locale)}
              className="text-text-link focus-visible:outline-focus rounded-control underline underline-offset-4 hover:no-underline focus-visible:outline-2"
            >
              {intl.formatMessage(m.allArticles)}
            </Link>
          </p>
        </nav>
      ) : null}
      <HelpContact locale={locale} />
    </Container>
  );
}
