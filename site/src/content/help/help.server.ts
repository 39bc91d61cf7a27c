import { DEFAULT_LOCALE } from "@mvpn/locales";
import { localeFromPath } from "../../app/routing/paths";
import { loadLongForm } from "../long-form.server";
import { htmlToText } from "../markdown/html-to-text";
import type { SearchDocument } from "../search/search-options";
import { HELP_ARTICLE_ENTRIES } from "./help-articles";
import type { HelpArticleData, HelpIndexData, HelpSummary } from "./help-data";

/**
 * The help centre's build-time reader (issue #37): the same long-form
 * Markdown pipeline as the legal and explainer pages (kind `help`, front
 * matter `longFormSchema`), so a help article is written as docs/content.md
 * says. The `.server` suffix keeps it out of the browser.
 */
const KIND = "help";

/** A request URL of an article in a locale, for the long-form loader's locale and link prefix. */
const articleUrl = (locale: string, slug: string) =>
  `https://build.invalid${locale === DEFAULT_LOCALE ? "" : `/${locale}`}/help/${slug}`;

function summaries(locale: string): HelpSummary[] {
  return HELP_ARTICLE_ENTRIES.map(({ slug, group }) => {
    const { title, description } = loadLongForm(articleUrl(locale, slug), slug, KIND);
    return { slug, group, title, description };
  });
}

export function loadHelpIndex(requestUrl: string): HelpIndexData {
  const locale = localeFromPath(new URL(requestUrl).pathname);
  const all = summaries(locale);
  const groups = [...new Set(HELP_ARTICLE_ENTRIES.map((entry) => entry.group))].map((group) => ({
    group,
    articles: all.filter((article) => article.group === group),
  }));
  return { locale, groups };
}

export function loadHelpArticle(requestUrl: string, slug: string): HelpArticleData {
  const entry = HELP_ARTICLE_ENTRIES.find((article) => article.slug === slug);
  if (!entry) throw new Response("Not Found", { status: 404 });
  const locale = localeFromPath(new URL(requestUrl).pathname);
  const related = summaries(locale).filter(
    (article) => article.group === entry.group && article.slug !== slug,
  );
  return { ...loadLongForm(requestUrl, slug, KIND), slug, group: entry.group, related };
}

/** The documents of a locale's help search index: the locale's own articles. */
export function helpSearchDocuments(locale: string): SearchDocument[] {
  return HELP_ARTICLE_ENTRIES.map(({ slug, group }) => {
    const article = loadLongForm(articleUrl(locale, slug), slug, KIND);
    return {
      id: slug,
      title: article.title,
      description: article.description,
      tags: "",
      text: htmlToText(article.html),
      category: group,
      date: article.updated,
    };
  });
}
