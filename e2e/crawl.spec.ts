import { LOCALE_CODES } from "@mvpn/locales";
import { expect, type Page, test } from "@playwright/test";
import { localeFromPath, prefixOf } from "../site/src/app/routing/paths";
import { prerenderPaths } from "../site/src/prerender-paths";
import { cspViolations, recordCspViolations } from "./csp";
import {
  expectFacts,
  message,
  messageIdsShown,
  renderedFacts,
  renderedPage,
  servedPage,
  settle,
} from "./expected-page";
import { hydrate as interactAndHydrate } from "./hydrate";

// Issue #5: a Chromium crawl of every route × prefix. Each document must
// answer 200 and carry <html lang dir> for its prefix, its own translated
// <title> (read from the message catalogs, so a wrong or missing title fails),
// one <h1> and no message id shown as text: as served (JavaScript off: the
// prerendered HTML itself) and as the app renders it (JavaScript on), with no
// uncaught error. Three passes keep that affordable on two cores:
//   1. every document under every prefix as served: fetched and parsed by
//      Chromium, no script run (this spec);
//   2. every route rendered by the app after client navigation, as a visitor
//      moves through the site: the site-wide axe walk (e2e/axe-site.spec.ts)
//      checks these facts on each page it checks, which is every route in
//      English and Arabic and every document once more across the ten other
//      prefixes; navigating all 12 prefixes here as well cost 780 more
//      navigations (docs/testing.md);
//   3. a full load and hydration of every path: each prefix hydrates its share
//      (every 12th path, offset by the prefix), so across the 12 prefixes each
//      document is hydrated from its own prerendered HTML once (this spec).
/**
 * The crawl is about documents: the runtime's api calls (api-client.spec.ts and
 * page-show.spec.ts cover them) and web fonts are blocked in the browser, which fails them at
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
      const walker = html.createTreeWalker(html.body, NodeFilter.SHOW_TEXT);
      const lines: string[] = [];
      while (walker.nextNode()) lines.push(walker.currentNode.nodeValue ?? "");
      return {
        status: response.status,
        facts: {
          path,
          lang: html.documentElement.lang,
          dir: html.documentElement.dir,
          title: html.title,
          h1: html.querySelectorAll("main h1").length,
        },
        lines,
      };
    }),
  );
}

/** Full load and hydration of a prerendered document. */
async function hydrate(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: "domcontentloaded" });
  expect.soft(response?.status(), `${path} status`).toBe(200);
  // The frame marks the document once React has hydrated it (on the first interaction, ADR 0024).
  await interactAndHydrate(page, { timeout: 15_000 });
}

const paths = prerenderPaths();
const prefixes = [null, ...LOCALE_CODES];

test.describe("given every route × prefix (SPEC.md §2)", () => {
  for (const [prefixIndex, prefix] of prefixes.entries()) {
    const mine = paths.filter((path) => prefixOf(path) === prefix);
    const name = prefix ? `/${prefix}` : "no prefix";
    test(`should serve the ${mine.length} pages under ${name} and hydrate its share`, async ({
      page,
    }) => {
      test.setTimeout(360_000);

      // A hydrated page of this prefix to work from.
      await blockApiAndFonts(page);
      await recordCspViolations(page);
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      const [first = "/"] = mine;
      await hydrate(page, first);

      // 1. As served: each prerendered document fetched and parsed by Chromium (no script runs).
      const documents = await page.evaluate(servedDocuments, mine);
      for (const [index, path] of mine.entries()) {
        const served = documents[index];
        expect.soft(served?.status, `${path} status`).toBe(200);
        if (served) {
          const seen = { ...served.facts, ids: messageIdsShown(served.lines) };
          expectFacts(seen, servedPage(path), `${path} as served`);
        }
      }

      // 2. As rendered after client navigation: e2e/axe-site.spec.ts.

      // 3. This prefix's share of full loads: every 12th path, offset by the prefix.
      for (const [index, path] of mine.entries()) {
        if (index % prefixes.length !== prefixIndex) continue;
        await hydrate(page, path);
        const expected = renderedPage(path);
        await settle(page, expected);
        expectFacts(await renderedFacts(page), expected, `${path} hydrated`);
        expect.soft(errors, `${path} uncaught errors`).toEqual([]);
        // Issue #34: no page breaks its own Content-Security-Policy (zod's eval probe did, on every page).
        expect.soft(await cspViolations(page), `${path} CSP violations`).toEqual([]);
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
    // ADR 0028: the help centre is English and Russian only.
    "/de/help",
    "/ja/help/free-trial",
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
