import { readFileSync } from "node:fs";
import { join } from "node:path";
import { directionOf, LOCALE_CODES } from "@mvpn/design-system/locales";
import { expect, type Page, test } from "@playwright/test";
import { parse as parseYaml } from "yaml";
import { matchPage } from "../site/src/app/routing/match-page";
import { localeFromPath, prefixOf, withLanguage } from "../site/src/app/routing/paths";
import { prerenderPaths } from "../site/src/prerender-paths";

// Issue #5: a Chromium crawl of every route × prefix. Each document must
// answer 200 and carry <html lang dir> for its prefix, its own translated
// <title> (read from the message catalogs, so a wrong or missing title fails)
// and one <h1>: as served (JavaScript off: the prerendered HTML itself) and as
// the app renders it (JavaScript on), with no uncaught error. Three passes per
// prefix keep that affordable on two cores (≈ 0.45 s per full hydration):
//   1. every document as served: fetched and parsed by Chromium, no script run;
//   2. every route rendered by the app: the first document hydrated, the
//      others reached by client navigation, as a visitor moves through the
//      site; a route with many documents (a blog tag, an article, a "more"
//      page: one template each) navigates to its first document and to its
//      12th share of the others, so across the 12 prefixes each is rendered;
//   3. a full load and hydration of every path: each prefix hydrates its share
//      (every 12th path, offset by the prefix), so across the 12 prefixes each
//      route is hydrated from its own prerendered document once.
const messagesDir = join(import.meta.dirname, "../site/src/i18n/messages");
const catalogCache = new Map<string, Record<string, string>>();
function message(locale: string, id: string): string {
  const catalog = id.split(".")[0] as string;
  const file = `${locale}/${catalog}`;
  if (!catalogCache.has(file)) {
    catalogCache.set(file, JSON.parse(readFileSync(join(messagesDir, `${file}.json`), "utf8")));
  }
  return catalogCache.get(file)?.[id] ?? `missing ${file}:${id}`;
}

/** site/src/app/seo/site-origin.ts SITE_NAME (that module reads Vite's env, which Playwright has not). */
const SITE_NAME = "mVPN";
const contentDir = join(import.meta.dirname, "../site/content");
/** An article's title from its front matter: the locale's file, or English while a translation is missing. */
function articleTitle(locale: string, unikey: string): string {
  const read = (code: string) => {
    try {
      return readFileSync(join(contentDir, "blog", code, `${unikey}.md`), "utf8");
    } catch {
      return null;
    }
  };
  const source = read(locale) ?? read("en") ?? "";
  const frontMatter = source.match(/^---\r?\n([\s\S]*?)\r?\n---/)?.[1] ?? "";
  const title = parseYaml(frontMatter)?.title;
  return typeof title === "string" ? title : `missing blog/${locale}/${unikey}.md`;
}

/** What a document shows: its own page, in its locale (an article: its own title, issue #17). */
function servedPage(path: string): { title: string; path: string } {
  const locale = localeFromPath(path);
  const match = matchPage(path);
  const key = !match || match.page.name === "404" ? "404" : match.key;
  if (key === "blog.article" && match?.params.unikey) {
    return { title: `${articleTitle(locale, match.params.unikey)} | ${SITE_NAME}`, path };
  }
  return { title: message(locale, `${key}.meta.title`), path };
}

/** What the app renders: the page, or /login for a page behind the auth middleware (the crawler is not signed in). */
function renderedPage(path: string): { title: string; path: string } {
  const locale = localeFromPath(path);
  if (matchPage(path)?.page.middleware?.includes("auth")) {
    return { title: message(locale, "login.meta.title"), path: withLanguage(locale, "/login") };
  }
  return servedPage(path);
}

/** The document's facts in one round trip (a promotion popup may cover the page, so no role queries). */
function facts(page: Page) {
  return page.evaluate(() => ({
    path: location.pathname,
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    title: document.title,
    h1: document.querySelectorAll("main h1").length,
  }));
}

function expectFacts(
  seen: Awaited<ReturnType<typeof facts>>,
  expected: { title: string; path: string },
  label: string,
) {
  const locale = localeFromPath(expected.path);
  expect.soft(seen, label).toEqual({
    path: expected.path,
    lang: locale,
    dir: directionOf(locale),
    title: expected.title,
    h1: 1,
  });
}

/**
 * The crawl is about documents: the runtime's api calls (client-runtime.spec.ts
 * covers them) and web fonts are blocked in the browser, which fails them at
 * once. Not page.route(): routing turns off the HTTP cache, and each document
 * would fetch every script again.
 */
async function blockApiAndFonts(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setBlockedURLs", { urls: ["*/api/*", "*/ws/*", "*/l10n/*", "*.woff2"] });
}

/** Waits until a page's render has settled on `expected` (the URL changes before the title does). */
async function settle(page: Page, expected: { title: string; path: string }) {
  await page
    .waitForFunction(
      ({ title, path }) => location.pathname === path && document.title === title,
      expected,
      { timeout: 10_000 },
    )
    .catch(() => undefined); // the facts check below decides and says what differs
}

/**
 * Runs in the page: fetches each document and reads its facts with
 * DOMParser, which runs none of its scripts, so they are the prerendered
 * HTML's own.
 */
async function servedDocuments(paths: string[]) {
  return Promise.all(
    paths.map(async (path) => {
      const response = await fetch(path, { redirect: "manual" });
      const html = new DOMParser().parseFromString(await response.text(), "text/html");
      return {
        status: response.status,
        facts: {
          path,
          lang: html.documentElement.lang,
          dir: html.documentElement.dir,
          title: html.title,
          h1: html.querySelectorAll("main h1").length,
        },
      };
    }),
  );
}

/** Full load and hydration of a prerendered document. */
async function hydrate(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: "domcontentloaded" });
  expect.soft(response?.status(), `${path} status`).toBe(200);
  // The frame marks the document once React has hydrated it.
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 15_000 });
}

const paths = prerenderPaths();
const prefixes = [null, ...LOCALE_CODES];

/**
 * The documents pass 2 navigates to: the first of each route (page key), and
 * of a route's other documents every 12th, offset by the prefix.
 */
function navigated(mine: readonly string[], prefixIndex: number): string[] {
  const seen = new Map<string, number>();
  return mine.filter((path) => {
    const route = matchPage(path)?.key ?? path;
    const index = seen.get(route) ?? 0;
    seen.set(route, index + 1);
    return index === 0 || index % prefixes.length === prefixIndex;
  });
}

test.describe("given every route × prefix (SPEC.md §2)", () => {
  for (const [prefixIndex, prefix] of prefixes.entries()) {
    const mine = paths.filter((path) => prefixOf(path) === prefix);
    const name = prefix ? `/${prefix}` : "no prefix";
    test(`should serve and render the ${mine.length} pages under ${name}`, async ({ page }) => {
      test.setTimeout(360_000);

      // A hydrated page of this prefix to work from.
      await blockApiAndFonts(page);
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      const [first = "/"] = mine;
      await hydrate(page, first);

      // 1. As served: each prerendered document fetched and parsed by Chromium (no script runs).
      const documents = await page.evaluate(servedDocuments, mine);
      for (const [index, path] of mine.entries()) {
        const served = documents[index];
        expect.soft(served?.status, `${path} status`).toBe(200);
        if (served) expectFacts(served.facts, servedPage(path), `${path} as served`);
      }

      // 2. As rendered: navigate to each route in the app, as a visitor does.
      for (const path of navigated(mine, prefixIndex)) {
        await page.evaluate((to) => window.__reactRouterDataRouter?.navigate(to), path);
        const expected = renderedPage(path);
        await settle(page, expected);
        expectFacts(await facts(page), expected, `${path} rendered after navigation`);
        expect.soft(errors, `${path} uncaught errors`).toEqual([]);
        errors.length = 0;
      }

      // 3. This prefix's share of full loads: every 12th path, offset by the prefix.
      for (const [index, path] of mine.entries()) {
        if (index % prefixes.length !== prefixIndex) continue;
        await hydrate(page, path);
        const expected = renderedPage(path);
        await settle(page, expected);
        expectFacts(await facts(page), expected, `${path} hydrated`);
        expect.soft(errors, `${path} uncaught errors`).toEqual([]);
        errors.length = 0;
      }
    });
  }
});

test.describe("given paths outside the table", () => {
  for (const path of [
    "/nope",
    "/de/nope",
    "/vpn-server/mars-vpn",
    "/ar/download/amiga",
    "/xx/pricing",
    "/fa/pricing",
    "/blog/category/cooking",
    "/blog/some-article",
  ]) {
    test(`should answer ${path} with 404 and the not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      const locale = localeFromPath(path);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.locator("main h1")).toHaveText(message(locale, "404.hero.title"));
      await expect(page.getByText(path, { exact: true })).toBeVisible();
    });
  }
});

declare global {
  interface Window {
    /** React Router's data router (framework mode sets it on hydration). */
    __reactRouterDataRouter?: { navigate(to: string): Promise<void> };
  }
}
