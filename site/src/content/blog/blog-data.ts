import type { ContentHeading } from "../markdown/render-markdown";

/**
 * What the blog's route loaders hand their components (serialisable: embedded
 * in the prerendered HTML and in the `.data` files of client navigations).
 * Kept apart from blog.server.ts so client code names the types without the
 * build-time reader.
 */
export interface BlogArticleSummary {
  unikey: string;
  title: string;
  description: string;
  category: string;
  tags: string[];
  date: string;
  updated?: string;
  author: string;
  image: string;
  imageAlt: string;
  readingMinutes: number;
  /** The language of the text: the page's, or English while its translation is missing. */
  locale: string;
}

export interface BlogArticleData {
  article: BlogArticleSummary;
  html: string;
  headings: ContentHeading[];
  /** Up to four articles of the same category or with shared tags. */
  related: BlogArticleSummary[];
}

export interface BlogHomeData {
  featured: BlogArticleSummary;
  latest: BlogArticleSummary[];
  /** Every category with its number of articles, in BLOG_CATEGORIES order. */
  categories: Array<{ id: string; count: number }>;
  /** The most used tags, most used first. */
  popularTags: Array<{ id: string; count: number }>;
}

export interface BlogListData {
  articles: BlogArticleSummary[];
}

export interface BlogMoreData extends BlogListData {
  page: number;
  pageCount: number;
}
