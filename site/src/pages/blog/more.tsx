import { Pagination } from "@mvpn/design-system";
import { useIntl } from "react-intl";
import type { LoaderFunctionArgs, MetaDescriptor } from "react-router";
import { useLayoutData } from "../../app/frame/useLayoutData";
import { PageIntro } from "../../app/PageIntro";
import { localeFromPath, withLanguage } from "../../app/routing/paths";
import { renderSiteLink } from "../../app/SiteLink";
import { loadBlogMore } from "../../content/blog/blog.server";
import type { BlogMoreData } from "../../content/blog/blog-data";
import { blogMorePath } from "../../content/blog/blog-pages";
import { blogMoreIntro } from "../intros/blog";
import { ArticleGrid } from "./ArticleCard";
import { blogMessages } from "./blog-messages";
import { morePagesMeta } from "./blog-meta";

/**
 * Build time: one page of the listing of every article (`/blog/more` is
 * page 1, `/blog/more/2`… the rest; BLOG_PAGE_SIZE a page, blog-pages.ts).
 */
export function loader({ request, params }: LoaderFunctionArgs): BlogMoreData {
  return loadBlogMore(localeFromPath(new URL(request.url).pathname), Number(params.page ?? 1));
}

export function meta({
  loaderData,
  location,
  matches,
}: {
  loaderData: BlogMoreData | undefined;
  location: { pathname: string };
  matches: ReadonlyArray<{ meta?: MetaDescriptor[] } | undefined>;
}): MetaDescriptor[] {
  return morePagesMeta(
    matches,
    localeFromPath(location.pathname),
    loaderData?.page ?? 1,
    loaderData?.pageCount ?? 1,
  );
}

export default function BlogMorePage({ loaderData }: { loaderData: BlogMoreData }) {
  const intl = useIntl();
  const { links, locale } = useLayoutData();
  const { articles, page, pageCount } = loaderData;
  return (
    <div className="flex flex-col gap-10">
      <PageIntro messages={blogMoreIntro} links={links} plain />
      <p className="text-text-muted m-0 text-sm">
        {intl.formatMessage(blogMessages.pageOf, { page, pageCount })}
      </p>
      <ArticleGrid articles={articles} headingLevel={2} />
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={(target) => withLanguage(locale, blogMorePath(target))}
        renderLink={renderSiteLink}
      />
    </div>
  );
}
