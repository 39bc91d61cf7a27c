import { Breadcrumbs, Container, Prose, TableOfContents } from "@mvpn/design-system";
import { createIntl, useIntl } from "react-intl";
import { Link, type LoaderFunctionArgs, type MetaDescriptor } from "react-router";
import type { LayoutData } from "../../app/frame/layout-data";
import { useLayoutData } from "../../app/frame/useLayoutData";
import { localeFromPath, stripLanguage, withLanguage } from "../../app/routing/paths";
import { renderSiteLink } from "../../app/SiteLink";
import { SITE_NAME } from "../../app/seo/site-origin";
import { article, breadcrumbList, jsonLd, parentMeta } from "../../app/seo/structured-data";
import { loadHelpArticle } from "../../content/help/help.server";
import type { HelpArticleData } from "../../content/help/help-data";
import { homeCrumb } from "../../content/long-form-messages";
import { HelpContact } from "./HelpContact";
import { HelpSearchForm, helpIndexPath } from "./HelpSearch";
import { helpGroupMessages, helpMessages as m } from "./help-messages";

/** Build time: the article in the path's language (site/content/help/<locale>/<slug>.md), rendered. */
export function loader({ request, params }: LoaderFunctionArgs): HelpArticleData {
  return loadHelpArticle(request.url, params.article ?? "");
}

const REPLACED = new Set(["description", "og:title", "og:description"]);

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
  const locale = localeFromPath(location.pathname);
  const path = stripLanguage(location.pathname);
  const kept = parents.filter((entry) => {
    if ("title" in entry) return false;
    const key =
      (entry as { name?: string; property?: string }).name ??
      (entry as { property?: string }).property;
    return !(key && REPLACED.has(key));
  });
  return [
    { title: `${loaderData.title} | ${SITE_NAME}` },
    { name: "description", content: loaderData.description },
    { property: "og:title", content: loaderData.title },
    { property: "og:description", content: loaderData.description },
    ...kept,
    ...jsonLd(
      breadcrumbList(
        [
          { name: SITE_NAME, path: "/" },
          { name: intl.formatMessage(m.crumb), path: "/help" },
          { name: loaderData.title, path },
        ],
        locale,
      ),
    ),
    ...jsonLd(
      article({
        headline: loaderData.title,
        description: loaderData.description,
        path,
        locale,
        dateModified: loaderData.updated,
      }),
    ),
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
      <Breadcrumbs
        renderLink={renderSiteLink}
        items={[
          { href: withLanguage(locale, "/"), label: intl.formatMessage(homeCrumb) },
          { href: helpIndexPath(locale), label: intl.formatMessage(m.crumb) },
          { label: data.title },
        ]}
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
        <p className="text-text-muted m-0 text-sm">
          {intl.formatMessage(m.updated, {
            date: (
              <time dateTime={data.updated}>
                {intl.formatDate(`${data.updated}T12:00:00Z`, {
                  dateStyle: "long",
                  timeZone: "UTC",
                })}
              </time>
            ),
          })}
        </p>
      </header>
      <HelpSearchForm locale={locale} />
      <div className="grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12">
        <aside className="flex min-w-0 flex-col gap-6">
          <TableOfContents
            headings={data.headings}
            renderLink={renderSiteLink}
            className="bg-surface-sunken rounded-card p-4 lg:sticky lg:top-24 lg:bg-transparent lg:p-0"
          />
        </aside>
        <article className="min-w-0" lang={textLang} dir={textLang ? "ltr" : undefined}>
          {/* Build-time HTML of the repository's own Markdown. */}
          <Prose html={data.html} />
        </article>
      </div>
      {data.related.length > 0 ? (
        <nav aria-labelledby="help-related-heading" className="flex flex-col gap-4">
          <h2 id="help-related-heading" className="font-display text-text m-0 text-xl font-bold">
            {intl.formatMessage(m.related)}
          </h2>
          <ul className="m-0 flex list-none flex-col gap-3 p-0">
            {data.related.map((entry) => (
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
