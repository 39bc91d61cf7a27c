import type { LoaderFunctionArgs } from "react-router";
import { useLayoutData } from "../../app/frame/useLayoutData";
import { PageIntro } from "../../app/PageIntro";
import { localeFromPath } from "../../app/routing/paths";
import type { BlogCategory } from "../../app/routing/site-pages";
import { loadBlogCategory } from "../../content/blog/blog.server";
import type { BlogListData } from "../../content/blog/blog-data";
import { blogCategoryIntros } from "../intros/blog";
import { ArticleGrid } from "./ArticleCard";
import { BlogOnwardLinks } from "./BlogSections";

/** Build time: the category's articles in the path's language, newest first. */
export function loader({ request, params }: LoaderFunctionArgs): BlogListData {
  return loadBlogCategory(localeFromPath(new URL(request.url).pathname), params.category ?? "");
}

/** A category the category middleware let through (SPEC.md §2). */
export default function BlogCategoryPage({ loaderData }: { loaderData: BlogListData }) {
  const { params } = useLayoutData();
  return (
    <div className="flex flex-col gap-10">
      <PageIntro messages={blogCategoryIntros[params.category as BlogCategory]} plain />
      <ArticleGrid articles={loaderData.articles} headingLevel={2} />
      <BlogOnwardLinks />
    </div>
  );
}
