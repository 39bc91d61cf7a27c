import { Alert, Prose, TableOfContents } from "@mvpn/design-system";
import { createIntl, useIntl } from "react-intl";
import { Link, type LoaderFunctionArgs, type MetaDescriptor } from "react-router";
import { blogNavMessages } from "../../app/frame/blog-nav-messages";
import type { LayoutData } from "../../app/frame/layout-data";
import { useLayoutData } from "../../app/frame/useLayoutData";
import { localeFromPath, prefixOf, withLanguage } from "../../app/routing/paths";
import type { BlogCategory } from "../../app/routing/site-pages";
import { SiteBreadcrumbs } from "../../app/SiteBreadcrumbs";
import { renderSiteLink } from "../../app/SiteLink";
import { localeUrl } from "../../app/seo/seo-meta";
import { loadBlogArticle } from "../../content/blog/blog.server";
import { BLOG_AUTHORS, type BlogAuthor, blogAuthorRoles } from "../../content/blog/blog-authors";
import type { BlogArticleData } from "../../content/blog/blog-data";
import { ArticleGrid, LeadImage } from "./ArticleCard";
import { BlogSection, BlogTags } from "./BlogSections";
import { blogMessages } from "./blog-messages";
import { articleMeta } from "./blog-meta";
import { ShareLinks } from "./ShareLinks";

/** Build time: the article in the path's language (English while its translation is missing), rendered. */
export function loader({ request, params }: LoaderFunctionArgs): BlogArticleData {
  const { pathname } = new URL(request.url);
  return loadBlogArticle(localeFromPath(pathname), prefixOf(pathname), params.unikey ?? "");
}

export function meta(args: {
  loaderData: BlogArticleData | undefined;
  location: { pathname: string };
  matches: ReadonlyArray<{ meta?: MetaDescriptor[]; data?: unknown } | undefined>;
}): MetaDescriptor[] {
  // The crumb's word comes from the layout's messages (meta runs outside the React tree).
  const layout = args.matches.find((match) => (match?.data as LayoutData | undefined)?.messages)
    ?.data as LayoutData | undefined;
  const intl = createIntl({ locale: layout?.locale ?? "en", messages: layout?.messages ?? {} });
  return articleMeta({ ...args, blogCrumb: intl.formatMessage(blogMessages.breadcrumb) });
}

const date = (intl: ReturnType<typeof useIntl>, iso: string) => (
  <time dateTime={iso}>
    {intl.formatDate(`${iso}T12:00:00Z`, { dateStyle: "long", timeZone: "UTC" })}
  </time>
);

/** Issue #17: one article with its table of contents, topics, share links and related reading. */
export default function BlogArticlePage({ loaderData }: { loaderData: BlogArticleData }) {
  const intl = useIntl();
  const { locale } = useLayoutData();
  const { article, html, headings, related } = loaderData;
  const author = BLOG_AUTHORS[article.author as BlogAuthor];
  const category = intl.formatMessage(blogNavMessages[article.category as BlogCategory]);
  // While a translation is missing the English text stands in, marked as English.
  const textLang = article.locale === locale ? undefined : article.locale;
  return (
    <div className="flex flex-col gap-10">
      <SiteBreadcrumbs
        trail={[
          { name: intl.formatMessage(blogMessages.breadcrumb), path: "/blog" },
          { name: category, path: `/blog/category/${article.category}` },
          { name: article.title },
        ]}
      />
      <article className="flex min-w-0 flex-col gap-8">
        <header className="flex flex-col gap-4" lang={textLang}>
          <p className="m-0 text-sm font-semibold">
            <Link
              className="text-text-accent focus-visible:outline-focus rounded-control no-underline hover:underline focus-visible:outline-2"
              to={withLanguage(locale, `/blog/category/${article.category}`)}
              lang={textLang ? locale : undefined}
            >
              {category}
            </Link>
          </p>
          <h1 className="font-display text-text m-0 text-3xl font-extrabold tracking-tight text-balance md:text-4xl">
            {article.title}
          </h1>
          <p className="text-text-muted m-0 text-lg leading-relaxed">{article.description}</p>
          <p
            className="text-text-muted m-0 flex flex-wrap gap-x-4 gap-y-1 text-sm"
            lang={textLang ? locale : undefined}
          >
            {author ? (
              <span>
                {intl.formatMessage(blogMessages.byAuthor, {
                  name: author.name,
                  role: intl.formatMessage(blogAuthorRoles[article.author as BlogAuthor]),
                })}
              </span>
            ) : null}
            <span>
              {intl.formatMessage(blogMessages.published, { date: date(intl, article.date) })}
            </span>
            {article.updated ? (
              <span>
                {intl.formatMessage(blogMessages.updated, { date: date(intl, article.updated) })}
              </span>
            ) : null}
            <span>
              {intl.formatMessage(blogMessages.readingTime, { minutes: article.readingMinutes })}
            </span>
          </p>
        </header>
        <LeadImage article={article} eager className="rounded-card h-auto w-full" />
        {textLang ? (
          <Alert tone="info">
            <p className="m-0">{intl.formatMessage(blogMessages.untranslated)}</p>
          </Alert>
        ) : null}
        <TableOfContents
          headings={headings}
          renderLink={renderSiteLink}
          className="bg-surface-sunken rounded-card p-4"
        />
        <Prose html={html} lang={textLang} />
        <BlogTags tags={article.tags} label={intl.formatMessage(blogMessages.topics)} />
        <ShareLinks url={localeUrl(locale, `/blog/${article.unikey}`)} title={article.title} />
      </article>
      {related.length > 0 ? (
        <BlogSection id="blog-related" title={intl.formatMessage(blogMessages.related)}>
          <ArticleGrid articles={related} />
        </BlogSection>
      ) : null}
    </div>
  );
}
