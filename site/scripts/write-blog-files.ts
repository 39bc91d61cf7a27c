import { existsSync, readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { DEFAULT_LOCALE, LOCALE_CODES } from "@mvpn/locales";
import MiniSearch from "minisearch";
import { withLanguage } from "../src/app/routing/paths";
import { localeUrl } from "../src/app/seo/seo-meta";
import { readArticle } from "../src/content/blog/blog.server";
import { BLOG_AUTHORS, type BlogAuthor } from "../src/content/blog/blog-authors";
import { BLOG_INDEX } from "../src/content/blog/blog-index";
import { htmlToText } from "../src/content/markdown/html-to-text";
import {
  SEARCH_OPTIONS,
  type SearchDocument,
  searchIndexPath,
} from "../src/content/search/search-options";

const MESSAGES_DIR = join(import.meta.dirname, "../src/i18n/messages");

/** A string of a locale's `blog` catalog (English while it is missing). */
function blogMessage(locale: string, id: string): string {
  for (const code of [locale, DEFAULT_LOCALE]) {
    const file = join(MESSAGES_DIR, code, "blog.json");
    if (!existsSync(file)) continue;
    const text = (JSON.parse(readFileSync(file, "utf8")) as Record<string, string>)[id];
    if (text) return text;
  }
  return id;
}

/** The documents of one locale's search index: the locale's own articles only. */
export function searchDocuments(locale: string): SearchDocument[] {
  return BLOG_INDEX.map(({ unikey }) => {
    const { summary, body } = readArticle(
      locale,
      unikey,
      locale === DEFAULT_LOCALE ? null : locale,
    );
    return {
      id: unikey,
      title: summary.title,
      description: summary.description,
      tags: summary.tags.map((tag) => blogMessage(locale, `blog.tags.${tag}`)).join(" "),
      text: htmlToText(body.html),
      category: summary.category,
      date: summary.date,
    };
  });
}

export function searchIndexJson(locale: string): string {
  const search = new MiniSearch<SearchDocument>(SEARCH_OPTIONS);
  search.addAll(searchDocuments(locale));
  return JSON.stringify(search);
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The path of a locale's Atom feed (`/blog/feed.xml`, `/de/blog/feed.xml`). */
export function blogFeedPath(locale: string): string {
  return withLanguage(locale, "/blog/feed.xml");
}

/** A locale's Atom feed: every article, newest first, with its summary. */
export function atomFeed(locale: string, origin: string): string {
  const articles = BLOG_INDEX.map(({ unikey }) => readArticle(locale, unikey).summary);
  const stamp = (date: string) => `${date}T00:00:00Z`;
  const updated =
    articles
      .map((a) => a.updated ?? a.date)
      .sort()
      .at(-1) ?? "2026-01-01";
  const entries = articles.map((article) => {
    const url = localeUrl(locale, `/blog/${article.unikey}`, origin);
    const author = BLOG_AUTHORS[article.author as BlogAuthor]?.name ?? article.author;
    return [
      "  <entry>",
      `    <title>${escapeXml(article.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <id>${escapeXml(url)}</id>`,
      `    <published>${stamp(article.date)}</published>`,
      `    <updated>${stamp(article.updated ?? article.date)}</updated>`,
      `    <author><name>${escapeXml(author)}</name></author>`,
      `    <category term="${article.category}"/>`,
      `    <summary>${escapeXml(article.description)}</summary>`,
      "  </entry>",
    ].join("\n");
  });
  const home = localeUrl(locale, "/blog", origin);
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}">`,
    `  <title>${escapeXml(blogMessage(locale, "blog.meta.title"))}</title>`,
    `  <subtitle>${escapeXml(blogMessage(locale, "blog.meta.description"))}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(`${origin}${blogFeedPath(locale)}`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(home)}"/>`,
    `  <id>${escapeXml(home)}</id>`,
    `  <updated>${stamp(updated)}</updated>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}

/**
 * Build step (react-router.config.ts buildEnd, before compression): each
 * locale's search index (`/blog-search/<locale>.json`, fetched by the search
 * page on first use) and Atom feed (`/blog/feed.xml`, `/<locale>/blog/feed.xml`).
 */
export async function writeBlogFiles(clientDir: string, options: { origin: string }) {
  for (const locale of LOCALE_CODES) {
    const index = join(clientDir, searchIndexPath("blog", locale));
    await mkdir(dirname(index), { recursive: true });
    await writeFile(index, searchIndexJson(locale));
    const feed = join(clientDir, blogFeedPath(locale));
    await mkdir(dirname(feed), { recursive: true });
    await writeFile(feed, atomFeed(locale, options.origin));
  }
}
