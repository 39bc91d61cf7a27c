import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { directionOf } from "@mvpn/locales";
import { expect, type Page } from "@playwright/test";
import { parse as parseYaml } from "yaml";
import { matchPage } from "../site/src/app/routing/match-page";
import { localeFromPath, withLanguage } from "../site/src/app/routing/paths";

// What a document of the built site should show, read from the sources (the
// message catalogs, the articles' front matter), so a wrong or missing title
// fails: shared by the crawl and the site-wide axe check.
const messagesDir = join(import.meta.dirname, "../site/src/i18n/messages");
const catalogCache = new Map<string, Record<string, string>>();
export function message(locale: string, id: string): string {
  const catalog = id.split(".")[0] as string;
  const file = `${locale}/${catalog}`;
  if (!catalogCache.has(file)) {
    catalogCache.set(file, JSON.parse(readFileSync(join(messagesDir, `${file}.json`), "utf8")));
  }
  return catalogCache.get(file)?.[id] ?? `missing ${file}:${id}`;
}

/**
 * Every message id of the English catalogs: a page that shows one as text
 * formatted a message its loaded catalogs lack (the client build carries no
 * English defaults to fall back on: site/scripts/strip-default-messages.ts).
 */
export const MESSAGE_IDS: ReadonlySet<string> = new Set(
  readdirSync(join(messagesDir, "en")).flatMap((file) =>
    Object.keys(JSON.parse(readFileSync(join(messagesDir, "en", file), "utf8"))),
  ),
);

/** site/src/app/seo/site-origin.ts SITE_NAME (that module reads Vite's env, which Playwright has not). */
const SITE_NAME = "mVPN";
const contentDir = join(import.meta.dirname, "../site/content");
/** An article's title from its front matter: the locale's file, or English while a translation is missing. */
function articleTitle(locale: string, unikey: string, kind = "blog"): string {
  const read = (code: string) => {
    try {
      return readFileSync(join(contentDir, kind, code, `${unikey}.md`), "utf8");
    } catch {
      return null;
    }
  };
  const source = read(locale) ?? read("en") ?? "";
  const frontMatter = source.match(/^---\r?\n([\s\S]*?)\r?\n---/)?.[1] ?? "";
  const title = parseYaml(frontMatter)?.title;
  return typeof title === "string" ? title : `missing ${kind}/${locale}/${unikey}.md`;
}

/** What a document shows: its own page, in its locale (an article: its own title, issue #17). */
export function servedPage(path: string): { title: string; path: string } {
  const locale = localeFromPath(path);
  const match = matchPage(path);
  const key = !match || match.page.name === "404" ? "404" : match.key;
  if (key === "blog.article" && match?.params.unikey) {
    return { title: `${articleTitle(locale, match.params.unikey)} | ${SITE_NAME}`, path };
  }
  // Issue #37: a help article's title is its own too.
  if (key === "help.article" && match?.params.article) {
    return { title: `${articleTitle(locale, match.params.article, "help")} | ${SITE_NAME}`, path };
  }
  return { title: message(locale, `${key}.meta.title`), path };
}

/** What the app renders: the page, or /login for a page behind the auth middleware (the crawler is not signed in). */
export function renderedPage(path: string): { title: string; path: string } {
  const locale = localeFromPath(path);
  if (matchPage(path)?.page.middleware?.includes("auth")) {
    return { title: message(locale, "login.meta.title"), path: withLanguage(locale, "/login") };
  }
  return servedPage(path);
}

/** Waits until a page's render has settled on `expected` (the URL changes before the title does). */
export async function settle(page: Page, expected: { title: string; path: string }) {
  await page
    .waitForFunction(
      ({ title, path }) => location.pathname === path && document.title === title,
      expected,
      { timeout: 10_000 },
    )
    .catch(() => undefined); // the facts check below decides and says what differs
}

/**
 * Moves the app to `path` by client navigation, as a visitor's click does,
 * and waits until the new page has rendered: React Router's navigation has
 * ended and the document shows `expected`'s address and title.
 */
export async function navigateInApp(page: Page, path: string, expected = renderedPage(path)) {
  await page.evaluate((to) => window.__reactRouterDataRouter?.navigate(to), path);
  await settle(page, expected);
}

/** The document's facts in one round trip (a promotion popup may cover the page, so no role queries). */
function documentFacts(page: Page) {
  return page.evaluate(() => ({
    path: location.pathname,
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    title: document.title,
    h1: document.querySelectorAll("main h1").length,
    // Each text node's words: a missing message is formatted as its id, a text node of its own.
    lines: (() => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const texts: string[] = [];
      while (walker.nextNode()) texts.push(walker.currentNode.nodeValue ?? "");
      return texts;
    })(),
  }));
}

/** The message ids among a document's text nodes (there should be none). */
export function messageIdsShown(lines: readonly string[]): string[] {
  return lines.map((line) => line.trim()).filter((line) => MESSAGE_IDS.has(line));
}

/** The facts of the page the app shows now, with the message ids it shows as text. */
export async function renderedFacts(page: Page) {
  const { lines, ...rest } = await documentFacts(page);
  return { ...rest, ids: messageIdsShown(lines) };
}

export interface Facts {
  path: string;
  lang: string;
  dir: string;
  title: string;
  h1: number;
  ids: string[];
}

/**
 * Issue #5's facts of a document (SPEC.md §2): its address, `<html lang dir>`
 * for its prefix, its own translated title, one `<h1>` in `<main>`, and no
 * message id shown as text. Soft, so one walk reports every page that differs.
 */
export function expectFacts(seen: Facts, expected: { title: string; path: string }, label: string) {
  const locale = localeFromPath(expected.path);
  expect.soft(seen, label).toEqual({
    path: expected.path,
    lang: locale,
    dir: directionOf(locale),
    title: expected.title,
    h1: 1,
    ids: [],
  });
}

declare global {
  interface Window {
    /** React Router's data router (framework mode sets it on hydration). */
    __reactRouterDataRouter?: { navigate(to: string): Promise<void> };
  }
}
