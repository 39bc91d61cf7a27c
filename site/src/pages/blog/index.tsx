import { useIntl } from "react-intl";
import { Link, type LoaderFunctionArgs } from "react-router";
import { blogNavMessages } from "../../app/frame/blog-nav-messages";
import { useLayoutData } from "../../app/frame/useLayoutData";
import { PageIntro } from "../../app/PageIntro";
import { localeFromPath, withLanguage } from "../../app/routing/paths";
import type { BlogCategory } from "../../app/routing/site-pages";
import { loadBlogHome } from "../../content/blog/blog.server";
import type { BlogHomeData } from "../../content/blog/blog-data";
import { blogIntro } from "../intros/blog";
import { ArticleCard, ArticleGrid } from "./ArticleCard";
import { BlogOnwardLinks, BlogSection, BlogTags } from "./BlogSections";
import { blogMessages } from "./blog-messages";

/** Build time: the articles of the path's language (site/content/blog/<locale>/). */
export function loader({ request }: LoaderFunctionArgs): BlogHomeData {
  return loadBlogHome(localeFromPath(new URL(request.url).pathname));
}

/** Issue #17: the featured article, the latest ones, the categories and the popular topics. */
export default function BlogHomePage({ loaderData }: { loaderData: BlogHomeData }) {
  const intl = useIntl();
  const { links, locale } = useLayoutData();
  const { featured, latest, categories, popularTags } = loaderData;
  return (
    <div className="flex flex-col gap-12">
      <PageIntro messages={blogIntro} links={links} plain />
      <BlogSection id="blog-featured" title={intl.formatMessage(blogMessages.featured)}>
        <ArticleCard article={featured} eager wide headingLevel={3} />
      </BlogSection>
      <BlogSection id="blog-latest" title={intl.formatMessage(blogMessages.latest)}>
        <ArticleGrid articles={latest} />
        <BlogOnwardLinks />
      </BlogSection>
      <BlogSection id="blog-categories" title={intl.formatMessage(blogMessages.categories)}>
        <ul className="m-0 grid list-none gap-3 p-0 sm:grid-cols-2">
          {categories.map(({ id, count }) => (
            <li key={id}>
              <Link
                to={withLanguage(locale, `/blog/category/${id}`)}
                className="rounded-card border-border hover:bg-surface-sunken focus-visible:outline-focus flex items-baseline justify-between gap-3 border p-4 no-underline focus-visible:outline-2"
              >
                <span className="text-text font-semibold">
                  {intl.formatMessage(blogNavMessages[id as BlogCategory])}
                </span>
                <span className="text-text-muted text-sm">
                  {intl.formatMessage(blogMessages.categoryCount, { count })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </BlogSection>
      <BlogSection id="blog-topics" title={intl.formatMessage(blogMessages.popularTags)}>
        <BlogTags
          tags={popularTags.map((tag) => tag.id)}
          label={intl.formatMessage(blogMessages.popularTags)}
        />
      </BlogSection>
    </div>
  );
}
