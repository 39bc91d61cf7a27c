import { readFileSync } from "node:fs";
import { join } from "node:path";
import { directionOf, LOCALE_CODES } from "@mvpn/design-system/locales";
import { expect, type Page, test } from "@playwright/test";
import { matchPage } from "../site/src/app/routing/match-page";
import { localeFromPath, prefixOf, withLanguage } from "../site/src/app/routing/paths";
import { prerenderPaths } from "../site/src/prerender-paths";

// Issue #5: a Chromium crawl of every route × prefix. Each page must answer
// 200, carry <html lang dir> for its prefix and its own translated <title>
// (read from the message catalogs, so a wrong or missing title fails), and
// hydrate without an uncaught error.
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

/** The page a path shows: its own, or /login for a page behind the auth middleware (the crawler is not signed in). */
function expectedPage(path: string): { title: string; path: string } {
  const locale = localeFromPath(path);
  const match = matchPage(path);
  if (match?.page.middleware?.includes("auth")) {
    return { title: message(locale, "login.meta.title"), path: withLanguage(locale, "/login") };
  }
  const key = !match || match.page.name === "404" ? "404" : match.key;
  return { title: message(locale, `${key}.meta.title`), path };
}

async function visit(page: Page, path: string, errors: string[]) {
  const response = await page.goto(path, { waitUntil: "domcontentloaded" });
  expect.soft(response?.status(), `${path} status`).toBe(200);
  // The frame marks the document once React has hydrated it.
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 15_000 });
  const expected = expectedPage(path);
  const locale = localeFromPath(path);
  if (expected.path !== path) {
    await page.waitForURL((url) => url.pathname === expected.path);
    // The URL changes before the login page has rendered its <title>: wait for it (the check below still decides).
    await page
      .waitForFunction((title) => document.title === title, expected.title, { timeout: 10_000 })
      .catch(() => undefined);
  }
  // One round trip for the document's facts (a promotion popup may cover the page, so no role queries).
  const seen = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    title: document.title,
    h1: document.querySelectorAll("main h1").length,
  }));
  expect.soft(seen, path).toEqual({
    lang: locale,
    dir: directionOf(locale),
    title: expected.title,
    h1: 1,
  });
  expect.soft(errors, `${path} uncaught errors`).toEqual([]);
  errors.length = 0;
}

const paths = prerenderPaths();

test.describe("given every route × prefix (SPEC.md §2)", () => {
  // The crawl is about documents: the runtime's api calls (client-runtime.spec.ts
  // covers them) and web fonts are blocked in the browser, which fails them at once.
  // Not page.route(): routing turns off the HTTP cache, and each of the 720
  // documents would fetch every script again.
  test.beforeEach(async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setBlockedURLs", {
      urls: ["*/api/*", "*/ws/*", "*/l10n/*", "*.woff2"],
    });
  });
  for (const prefix of [null, ...LOCALE_CODES]) {
    const mine = paths.filter((path) => prefixOf(path) === prefix);
    test(`should serve the ${mine.length} pages under ${prefix ? `/${prefix}` : "no prefix"}`, async ({
      page,
    }) => {
      // 60 documents, each hydrated; generous for a loaded CI machine.
      test.setTimeout(360_000);
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      for (const path of mine) await visit(page, path, errors);
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
