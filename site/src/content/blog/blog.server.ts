import { BLOG_CATEGORIES } from "../../app/routing/site-pages";
import { readContent } from "../markdown/read-content";
import { textLocaleFor } from "../markdown/read-page-text";
import type { RenderedMarkdown } from "../markdown/render-markdown";
import type {
  BlogArticleData,
  BlogArticleSummary,
  BlogHomeData,
  BlogListData,
  BlogMoreData,
} from "./blog-data";
import { BLOG_INDEX } from "./blog-index";
import { BLOG_PAGE_SIZE, blogPageCount, blogPageSlice } from "./blog-pages";
import { blogFrontMatter } from "./blog-schema";
import { readingMinutes } from "./reading-time";

/**
 * The blog's build-time reader (route loaders, the feed and search-index
 * writer, tests). The `.server` suffix keeps it, the Markdown parser and
 * `node:fs` out of the browser bundle.
 */

interface ReadArticle {
  summary: BlogArticleSummary;
  body: RenderedMarkdown;
}

const cache = new Map<string, ReadArticle>();

/** One article in one language (English while the translation is missing), links prefixed for `prefix`. */
export function readArticle(
  locale: string,
  unikey: string,
  prefix: string | null = null,
): ReadArticle {
  const key = `${locale}/${unikey}/${prefix ?? ""}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const { locale: textLocale } = textLocaleFor("blog", locale, unikey);
  const { data, body, file } = readContent("blog", textLocale, unikey, blogFrontMatter, { prefix });
  if (data.unikey !== unikey)
    throw new Error(`${file}: unikey "${data.unikey}" is not the file name`);
  const summary: BlogArticleSummary = {
    ...data,
    tags: [...data.tags],
    readingMinutes: readingMinutes(body.words, textLocale),
    locale: textLocale,
  };
  const read = { summary, body };
  cache.set(key, read);
  return read;
}

/** Every article of a language, newest first (the order of the build-time index). */
export function blogSummaries(locale: string): BlogArticleSummary[] {
  return BLOG_INDEX.map((entry) => readArticle(locale, entry.unikey).summary);
}

function relatedTo(article: BlogArticleSummary, all: BlogArticleSummary[]): BlogArticleSummary[] {
  const score = (other: BlogArticleSummary) =>
    (other.category === article.category ? 2 : 0) +
    other.tags.filter((tag) => article.tags.includes(tag)).length;
  return all
    .filter((other) => other.unikey !== article.unikey && score(other) > 0)
    .map((other, order) => ({ other, score: score(other), order }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, 4)
    .map(({ other }) => other);
}

export function loadBlogArticle(
  locale: string,
  prefix: string | null,
  unikey: string,
): BlogArticleData {
  const { summary, body } = readArticle(locale, unikey, prefix);
  return {
    article: summary,
    html: body.html,
    headings: body.headings,
    related: relatedTo(summary, blogSummaries(locale)),
  };
}

/** How many articles the blog home lists under the featured one. */
export const BLOG_HOME_LATEST = 10;

export function loadBlogHome(locale: string): BlogHomeData {
  const all = blogSummaries(locale);
  const tagCounts = new Map<string, number>();
  for (const tag of all.flatMap((article) => article.tags)) {
    tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + 1);
  }
  return {
    featured: all[0] as BlogArticleSummary,
    latest: all.slice(1, 1 + BLOG_HOME_LATEST),
    categories: BLOG_CATEGORIES.map((id) => ({
      id,
      count: all.filter((article) => article.category === id).length,
    })),
    popularTags: [...tagCounts]
      .map(([id, count]) => ({ id, count }))
      .sort((a, b) => b.count - a.count || a.id.localeCompare(b.id))
      .slice(0, 10),
  };
}

export function loadBlogCategory(locale: string, category: string): BlogListData {
  return { articles: blogSummaries(locale).filter((article) => article.category === category) };
}

export function loadBlogTag(locale: string, tag: string): BlogListData {
  return { articles: blogSummaries(locale).filter((article) => article.tags.includes(tag)) };
}

export function loadBlogMore(locale: string, page: number): BlogMoreData {
  const all = blogSummaries(locale);
  return {
    articles: blogPageSlice(all, page, BLOG_PAGE_SIZE),
    page,
    pageCount: blogPageCount(all.length, BLOG_PAGE_SIZE),
  };
}
