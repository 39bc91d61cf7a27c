import { BlogCard, type BlogCardProps } from "@mvpn/design-system";
import { useIntl } from "react-intl";
import { blogNavMessages } from "../../app/frame/blog-nav-messages";
import { useLayoutData } from "../../app/frame/useLayoutData";
import { withLanguage } from "../../app/routing/paths";
import type { BlogCategory } from "../../app/routing/site-pages";
import { renderSiteLink } from "../../app/SiteLink";
import type { BlogArticleSummary } from "../../content/blog/blog-data";

type HeadingLevel = BlogCardProps["headingLevel"];

/** The lead picture at its own size (1200 × 630), so the box never shifts; lazy unless it is at the top of the page. */
export function LeadImage({
  article,
  eager = false,
  decorative = false,
  className,
}: {
  article: BlogArticleSummary;
  eager?: boolean;
  /** On a card the title names the article, so the picture says nothing more. */
  decorative?: boolean;
  className?: string;
}) {
  return (
    <img
      src={article.image}
      alt={decorative ? "" : article.imageAlt}
      width={1200}
      height={630}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={className}
    />
  );
}

/** An article's card in the reader's language (the design system's BlogCard). */
export function ArticleCard({
  article,
  headingLevel,
  eager = false,
  wide = false,
}: {
  article: BlogArticleSummary;
  headingLevel?: HeadingLevel;
  eager?: boolean;
  /** The featured article: picture and words side by side from `md` up. */
  wide?: boolean;
}) {
  const intl = useIntl();
  const { locale } = useLayoutData();
  return (
    <BlogCard
      lang={article.locale === locale ? undefined : article.locale}
      title={article.title}
      href={withLanguage(locale, `/blog/${article.unikey}`)}
      renderLink={renderSiteLink}
      image={<LeadImage article={article} eager={eager} decorative />}
      category={intl.formatMessage(blogNavMessages[article.category as BlogCategory])}
      excerpt={article.description}
      publishedAt={article.date}
      readingMinutes={article.readingMinutes}
      headingLevel={headingLevel}
      className={
        wide
          ? "h-full md:flex-row md:[&>[data-slot=blog-card-image]]:w-1/2 md:[&>[data-slot=blog-card-image]]:shrink-0 md:[&>[data-slot=blog-card-image]]:self-center"
          : "h-full"
      }
    />
  );
}

/** Cards in a grid: one column on a phone, two from `md`. */
export function ArticleGrid({
  articles,
  headingLevel,
}: {
  articles: readonly BlogArticleSummary[];
  headingLevel?: HeadingLevel;
}) {
  return (
    <ul data-slot="blog-article-grid" className="m-0 grid list-none gap-6 p-0 md:grid-cols-2">
      {articles.map((article) => (
        <li key={article.unikey} className="min-w-0">
          <ArticleCard article={article} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
