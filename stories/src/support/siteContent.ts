import type { BreadcrumbItem } from "@mvpn/design-system";
import { BLOG_AUTHORS } from "../../../site/src/content/blog/blog-authors";
import { readingMinutes } from "../../../site/src/content/blog/reading-time";
import { splitFrontMatter } from "../../../site/src/content/markdown/front-matter";
import {
  type ContentHeading,
  renderMarkdown,
} from "../../../site/src/content/markdown/render-markdown";
import { siteCopy } from "./siteCopy";

/**
 * The blog's articles as the site writes them (`site/content/blog/<locale>/*.md`),
 * read with the site's own front-matter splitter and Markdown renderer, so a
 * blog composition shows the articles a visitor reads in the story's
 * language, not a retelling of them (issue #39).
 */
const sources = import.meta.glob<string>("../../../site/content/blog/*/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** The front matter the stories use (the site validates all of it: blog-schema.ts). */
interface FrontMatter {
  unikey: string;
  title: string;
  description: string;
  category: string;
  tags: string[];
  date: string;
  author: keyof typeof BLOG_AUTHORS;
}

export interface BlogPost extends FrontMatter {
  authorName: string;
  body: string;
}

export interface RenderedPost {
  html: string;
  headings: ContentHeading[];
  minutes: number;
}

const byLocale = new Map<string, BlogPost[]>();

/** How the site prefixes its own links in a text of the locale: none in English (the unprefixed pages). */
const linkPrefix = (locale: string) => ({ prefix: locale === "en" ? null : locale });

/** The articles written in a locale, newest first, as the blog home lists them. */
export function blogPosts(locale: string): BlogPost[] {
  let posts = byLocale.get(locale);
  if (!posts) {
    const prefix = `../../../site/content/blog/${locale}/`;
    posts = Object.entries(sources)
      .filter(([path]) => path.startsWith(prefix))
      .map(([, source]) => {
        const { frontMatter, body } = splitFrontMatter(source);
        const data = frontMatter as FrontMatter;
        return { ...data, authorName: BLOG_AUTHORS[data.author].name, body };
      })
      .sort((a, b) => b.date.localeCompare(a.date) || a.unikey.localeCompare(b.unikey));
    if (posts.length === 0) throw new Error(`The site has no blog articles in ${locale}`);
    byLocale.set(locale, posts);
  }
  return posts;
}

/** One article in a locale, by the key all its translations share; an article the site does not have throws. */
export function blogPost(locale: string, unikey: string): BlogPost {
  const post = blogPosts(locale).find((candidate) => candidate.unikey === unikey);
  if (!post) throw new Error(`The site has no blog article "${unikey}" in ${locale}`);
  return post;
}

/** How many topics the blog home names: the most used first, as the site's loader picks them. */
export const POPULAR_TAGS = 6;

/** The topics most articles of the locale have, most used first (ties by name). */
export function popularTags(posts: readonly BlogPost[]): string[] {
  const counts = new Map<string, number>();
  for (const tag of posts.flatMap((post) => post.tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, POPULAR_TAGS)
    .map(([tag]) => tag);
}

const rendered = new Map<string, RenderedPost>();

/** An article's body as the site renders it: HTML with heading ids, its contents, its reading time. */
export function renderPost(post: BlogPost, locale: string): RenderedPost {
  const key = `${locale}/${post.unikey}`;
  let result = rendered.get(key);
  if (!result) {
    const markdown = renderMarkdown(post.body, linkPrefix(locale));
    result = {
      html: markdown.html,
      headings: markdown.headings,
      minutes: readingMinutes(markdown.words, locale),
    };
    rendered.set(key, result);
  }
  return result;
}

/** What an article's card shows, as the blog's cards take it (site/src/pages/blog/ArticleCard.tsx). */
export function cardWords(post: BlogPost, locale: string) {
  return {
    title: post.title,
    category: siteCopy(locale, "blog")(`blog.nav.${post.category}`),
    excerpt: post.description,
    publishedAt: post.date,
    readingMinutes: renderPost(post, locale).minutes,
  };
}

/** A date as the blog writes it (site/src/pages/blog/article.tsx): long, in the locale, in UTC. */
export const blogDate = (isoDate: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(isoDate));

/** An article page's breadcrumbs (site/src/pages/blog/article.tsx): home, the blog, the category, the article. */
export function articleTrail(post: BlogPost, locale: string): BreadcrumbItem[] {
  const t = siteCopy(locale, "header", "blog");
  return [
    { href: "#/", label: t("header.home") },
    { href: "#/blog", label: t("blog.crumb") },
    { href: `#/blog/category/${post.category}`, label: t(`blog.nav.${post.category}`) },
    { label: post.title },
  ];
}

/** The site's long texts (`site/content/pages/<locale>/<page>.md`: what-is-vpn, affiliate, termsuse, …). */
const pages = import.meta.glob<string>("../../../site/content/pages/*/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** A long text as its page renders it (site/src/content/LongFormPage.tsx): HTML with heading ids, and its contents. */
export function renderPage(
  page: string,
  locale: string,
): { html: string; headings: ContentHeading[] } {
  const source = pages[`../../../site/content/pages/${locale}/${page}.md`];
  if (source === undefined) throw new Error(`The site has no ${page} page in ${locale}`);
  const { html, headings } = renderMarkdown(splitFrontMatter(source).body, linkPrefix(locale));
  return { html, headings };
}
