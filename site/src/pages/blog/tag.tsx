import { useIntl } from "react-intl";
import type { LoaderFunctionArgs } from "react-router";
import { useLayoutData } from "../../app/frame/useLayoutData";
import { PageIntro } from "../../app/PageIntro";
import { localeFromPath } from "../../app/routing/paths";
import { loadBlogTag } from "../../content/blog/blog.server";
import type { BlogListData } from "../../content/blog/blog-data";
import { type BlogTag, blogTagNames } from "../../content/blog/blog-tags";
import { blogTagIntro } from "../intros/blog";
import { ArticleGrid } from "./ArticleCard";
import { BlogOnwardLinks } from "./BlogSections";
import { blogMessages } from "./blog-messages";

/** Build time: the articles with the tag, in the path's language (the route only exists for tags in use). */
export function loader({ request, params }: LoaderFunctionArgs): BlogListData {
  return loadBlogTag(localeFromPath(new URL(request.url).pathname), params.tagId ?? "");
}

export default function BlogTagPage({ loaderData }: { loaderData: BlogListData }) {
  const intl = useIntl();
  const { params } = useLayoutData();
  const tag = intl.formatMessage(blogTagNames[params.tagId as BlogTag]);
  return (
    <div className="flex flex-col gap-10">
      <PageIntro messages={blogTagIntro} values={{ tag }} plain />
      <p className="text-text-muted m-0 text-sm">
        {intl.formatMessage(blogMessages.tagCount, { count: loaderData.articles.length })}
      </p>
      <ArticleGrid articles={loaderData.articles} headingLevel={2} />
      <BlogOnwardLinks />
    </div>
  );
}
