import MiniSearch from "minisearch";
import { describe, expect, it } from "vitest";
import { helpSearchIndexJson } from "../../../scripts/write-help-files";
import { runSearch } from "../search/run-search";
import { SEARCH_OPTIONS, type SearchDocument, searchIndexPath } from "../search/search-options";
import { helpSearchDocuments, loadHelpArticle, loadHelpIndex } from "./help.server";
import { HELP_ARTICLES } from "./help-articles";

/** As the browser does: the build's JSON for a language, loaded back with the shared options. */
const engine = (locale: string) =>
  MiniSearch.loadJSON<SearchDocument>(helpSearchIndexJson(locale), SEARCH_OPTIONS);
const ids = (locale: string, query: string) =>
  runSearch(engine(locale), query).map((hit) => hit.id);

describe("given the help centre's search indexes (issue #37: the blog's search, reused)", () => {
  it("should index every article of the language, with its own title and plain text", () => {
    for (const locale of ["en", "ru"]) {
      const documents = helpSearchDocuments(locale);
      expect(documents.map((document) => document.id)).toEqual([...HELP_ARTICLES]);
      for (const document of documents) {
        expect(document.text.length, `${locale}/${document.id}`).toBeGreaterThan(600);
        expect(document.text).not.toMatch(/<[a-z]/);
      }
    }
    expect(helpSearchDocuments("ru")[0]?.title).toBe("Начало работы в Windows");
  });

  it("should rank the article a word is about first, in English", () => {
    expect(ids("en", "refund")[0]).toBe("payments-and-refunds");
    expect(ids("en", "forgot password")[0]).toBe("account-and-password");
    expect(ids("en", "slow")[0]).toBe("slow-connection");
    expect(ids("en", "linux")[0]).toBe("getting-started-linux");
  });

  it("should find Russian words in their other forms by prefix, and ё as е", () => {
    expect(ids("ru", "возврат")[0]).toBe("payments-and-refunds");
    expect(ids("ru", "пароль")).toContain("account-and-password");
    expect(ids("ru", "медленно")[0]).toBe("slow-connection");
    expect(ids("ru", "пробный")[0]).toBe("free-trial");
  });

  it("should search the page's language only", () => {
    expect(ids("ru", "refund")).toEqual([]);
    expect(ids("en", "возврат")).toEqual([]);
  });

  it("should be written where the help pages fetch it", () => {
    expect(searchIndexPath("help", "ru")).toBe("/help-search/ru.json");
    expect(searchIndexPath("blog", "de")).toBe("/blog-search/de.json");
  });
});

describe("given the help pages' build-time data", () => {
  it("should group the index's articles in the list's order, in the path's language", () => {
    const english = loadHelpIndex("https://build.invalid/help");
    expect(english.locale).toBe("en");
    expect(english.groups.map((group) => group.group)).toEqual([
      "start",
      "account",
      "billing",
      "troubleshooting",
    ]);
    expect(english.groups.flatMap((group) => group.articles.map((a) => a.slug))).toEqual([
      ...HELP_ARTICLES,
    ]);
    const russian = loadHelpIndex("https://build.invalid/ru/help");
    expect(russian.groups[0]?.articles[0]?.title).toBe("Начало работы в Windows");
  });

  it("should give an article its topic's other articles and links in its own language", () => {
    const article = loadHelpArticle("https://build.invalid/ru/help/free-trial", "free-trial");
    expect(article.locale).toBe("ru");
    expect(article.fallback).toBe(false);
    expect(article.related.map((entry) => entry.slug)).toEqual(["payments-and-refunds"]);
    expect(article.html).toContain('href="/ru/contact-us"');
    const english = loadHelpArticle("https://build.invalid/help/free-trial", "free-trial");
    expect(english.html).toContain('href="/contact-us"');
  });
});
