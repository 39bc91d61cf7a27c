import { directionOf, LOCALE_CODES } from "@mvpn/design-system/locales";
import { expect, type Page, test } from "@playwright/test";
import { matchPage } from "../site/src/app/routing/match-page";
import { localeFromPath, prefixOf } from "../site/src/app/routing/paths";
import { prerenderPaths } from "../site/src/prerender-paths";
import {
  MESSAGE_IDS,
  message,
  navigateInApp,
  renderedPage,
  servedPage,
  settle,
} from "./expected-page";

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
/** The document's facts in one round trip (a promotion popup may cover the page, so no role queries). */
function facts(page: Page) {
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

/** The facts of a rendered page, with the message ids it shows as text (there should be none). */
async function renderedFacts(page: Page) {
  const { lines, ...rest } = await facts(page);
  return { ...rest, ids: lines.map((line) => line.trim()).filter((line) => MESSAGE_IDS.has(line)) };
}

function expectFacts(
  seen: Omit<Awaited<ReturnType<typeof renderedFacts>>, "ids"> & { ids?: string[] },
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
    ...("ids" in seen && { ids: [] }),
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
        const expected = renderedPage(path);
        await navigateInApp(page, path, expected);
        expectFacts(await renderedFacts(page), expected, `${path} rendered after navigation`);
        expect.soft(errors, `${path} uncaught errors`).toEqual([]);
        errors.length = 0;
      }

      // 3. This prefix's share of full loads: every 12th path, offset by the prefix.
      for (const [index, path] of mine.entries()) {
        if (index % prefixes.length !== prefixIndex) continue;
        await hydrate(page, path);
        const expected = renderedPage(path);
        await settle(page, expected);
        expectFacts(await renderedFacts(page), expected, `${path} hydrated`);
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
