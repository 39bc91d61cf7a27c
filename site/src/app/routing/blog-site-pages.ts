/** The blog's rows of SPEC.md §2's route table (site-pages.ts): the blog layout, each behind the category middleware. */

import { BLOG_UNIKEYS, BLOG_USED_TAGS } from "../../content/blog/blog-index";
import { blogMorePageParams } from "../../content/blog/blog-pages";
import { BLOG_CATEGORIES } from "./page-params";
import { page, type SitePage } from "./site-page";

/** `/blog/more/2`, … (the first page is `/blog/more`): as many as the articles fill (blog-pages.ts). */
const BLOG_MORE_PAGES = blogMorePageParams(BLOG_UNIKEYS.length);

export const BLOG_SITE_PAGES: readonly SitePage[] = [
  page({
    name: "blog",
    path: "blog",
    file: "pages/blog/index.tsx",
    layout: "blog",
    middleware: ["category"],
    render: "static",
  }),
  page({
    name: "blog",
    path: "blog/more",
    file: "pages/blog/more.tsx",
    layout: "blog",
    middleware: ["category"],
    render: "static",
  }),
  page({
    name: "blog",
    path: "blog/more/:page",
    file: "pages/blog/more.tsx",
    layout: "blog",
    middleware: ["category"],
    render: "static",
    params: BLOG_MORE_PAGES,
    messageKey: "blog.more",
  }),
  page({
    name: "blog",
    path: "blog/search",
    file: "pages/blog/search.tsx",
    layout: "blog",
    middleware: ["category"],
    render: "static",
  }),
  page({
    name: "blog",
    path: "blog/category/:category",
    file: "pages/blog/category.tsx",
    layout: "blog",
    middleware: ["category"],
    render: "static",
    params: BLOG_CATEGORIES,
  }),
  page({
    name: "blog",
    path: "blog/tag/:tagId",
    file: "pages/blog/tag.tsx",
    layout: "blog",
    middleware: ["category"],
    render: "static",
    params: BLOG_USED_TAGS,
    messageKey: "blog.tag",
  }),
  page({
    name: "blog",
    path: "blog/:unikey",
    file: "pages/blog/article.tsx",
    layout: "blog",
    middleware: ["category"],
    render: "static",
    params: BLOG_UNIKEYS,
    messageKey: "blog.article",
  }),
];
