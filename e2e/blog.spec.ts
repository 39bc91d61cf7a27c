import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "./axe";
import { hydrate } from "./hydrate";
import { asReturningVisitor } from "./quiet-visit";

// Issue #17: the blog. Articles prerender with their full text under every
// prefix, unknown articles, tags and categories answer 404, the search finds
// an article by a word of its body in the visitor's locale only (the word is
// picked from the locale's Markdown at test time, so the test follows the
// translations), feeds exist, and the pages pass axe and fit 360 px.
const CONTENT = join(import.meta.dirname, "../site/content/blog");
const LOCALES = ["en", "ar", "de", "es", "fr", "it", "ja", "nl", "pl", "pt", "ru"] as const;
const prefix = (locale: string) => (locale === "en" ? "" : `/${locale}`);

interface Article {
  unikey: string;
  title: string;
  body: string;
}

/** A locale's articles as written: title and body text without Markdown links' targets. */
function articles(locale: string): Article[] {
  const dir = join(CONTENT, locale);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => {
      const source = readFileSync(join(dir, name), "utf8");
      const [, front = "", body = ""] = source.match(/^---\n([\s\S]*?)\n---\n([\s\S]*)$/) ?? [];
      const title = front.match(/^title:\s*"?(.*?)"?$/m)?.[1] ?? "";
      return { unikey: name.slice(0, -3), title, body: body.replace(/\]\([^)]*\)/g, "]") };
    });
}

/**
 * A word of one article's body that no other article of the locale has: a
 * run of three kanji or katakana in Japanese, a word of 7+ letters elsewhere.
 */
function distinctiveWord(locale: string): { word: string; unikey: string } {
  const all = articles(locale);
  const texts = all.map((article) => `${article.title}\n${article.body}`.toLowerCase());
  for (const [index, article] of all.entries()) {
    const candidates =
      locale === "ja"
        ? [...article.body.matchAll(/[\p{Script=Han}\p{Script=Katakana}ー]{3,}/gu)].map((m) =>
            m[0].slice(0, 3),
          )
        : [...article.body.matchAll(/\p{L}{7,}/gu)].map((m) => m[0]);
    const word = candidates.find((candidate) =>
      texts.every((text, other) => other === index || !text.includes(candidate.toLowerCase())),
    );
    if (word) return { word, unikey: article.unikey };
  }
  throw new Error(`no distinctive word in ${locale}`);
}

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

async function searchFor(page: Page, locale: string, query: string) {
  await page.goto(`${prefix(locale)}/blog/search?q=${encodeURIComponent(query)}`);
  await hydrate(page);
  await expect(
    page.locator("[data-slot=blog-search-results], [data-slot=blog-search-empty]"),
  ).toBeVisible();
}

test.describe("given the prerendered blog", () => {
  for (const locale of LOCALES) {
    test(`should list at least 10 articles in ${locale} on ${prefix(locale)}/blog`, async ({
      request,
    }) => {
      const html = await (await request.get(`${prefix(locale)}/blog`)).text();
      expect(html.match(/data-slot="blog-card"/g)?.length ?? 0).toBeGreaterThanOrEqual(10);
      // In the locale's own words: at least 10 of its articles' titles (as React escapes them).
      const own = articles(locale);
      const listed = own.filter((article) => html.includes(escapeHtml(article.title)));
      expect(
        listed.length,
        `titles of site/content/blog/${locale}/ on the page`,
      ).toBeGreaterThanOrEqual(10);
    });

    test(`should prerender every article's full text on ${prefix(locale)}/blog/…`, async ({
      request,
    }) => {
      const own = articles(locale);
      expect(own.length).toBeGreaterThanOrEqual(12);
      for (const article of own) {
        const response = await request.get(`${prefix(locale)}/blog/${article.unikey}`);
        expect(response.status(), article.unikey).toBe(200);
        const html = await response.text();
        // The last heading of the Markdown is in the HTML, so the text is there to the end.
        const lastHeading = [...article.body.matchAll(/^#{2,3} (.+)$/gm)].at(-1)?.[1] ?? "";
        expect(html, article.unikey).toContain(
          lastHeading.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"),
        );
        expect(html).toContain('"@type":"BlogPosting"');
        expect(html).toContain('"@type":"BreadcrumbList"');
        expect(html).toContain('hrefLang="x-default"');
      }
    });
  }

  for (const path of [
    "/blog/no-such-article",
    "/blog/tag/no-such-tag",
    "/blog/category/cooking",
    "/blog/more/99",
    "/de/blog/no-such-article",
    "/ar/blog/tag/no-such-tag",
  ]) {
    test(`should answer 404 for ${path}`, async ({ request }) => {
      expect((await request.get(path)).status()).toBe(404);
    });
  }

  test("should page the listing: /blog/more and /blog/more/2 linked by rel=prev/next", async ({
    request,
  }) => {
    const first = await (await request.get("/blog/more")).text();
    expect(first).toMatch(/<link rel="next" href="[^"]*\/blog\/more\/2"/);
    const second = await request.get("/blog/more/2");
    expect(second.status()).toBe(200);
    expect(await second.text()).toMatch(/<link rel="prev" href="[^"]*\/blog\/more"/);
  });

  for (const locale of ["en", "ar", "ja"]) {
    test(`should serve an Atom feed of every article on ${prefix(locale)}/blog/feed.xml, linked from the blog`, async ({
      request,
    }) => {
      const feed = await request.get(`${prefix(locale)}/blog/feed.xml`);
      expect(feed.status()).toBe(200);
      const xml = await feed.text();
      expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
      expect(xml.match(/<entry>/g)?.length).toBe(articles("en").length);
      const html = await (await request.get(`${prefix(locale)}/blog`)).text();
      expect(html).toContain(`type="application/atom+xml"`);
      expect(html).toContain(`href="${prefix(locale)}/blog/feed.xml"`);
    });
  }

  test("should list the articles in sitemap.xml with their alternates", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    for (const { unikey } of articles("en")) {
      expect(xml).toContain(`/blog/${unikey}</loc>`);
      expect(xml).toContain(`/ja/blog/${unikey}</loc>`);
      expect(xml).toMatch(new RegExp(`hreflang="ja[^"]*" href="[^"]*/ja/blog/${unikey}"`));
    }
  });
});

test.describe("given the blog search (no api: a per-locale index loaded on first use)", () => {
  test("should not load the index until the search is used", async ({ page }) => {
    await asReturningVisitor(page);
    const indexRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/blog-search/")) indexRequests.push(request.url());
    });
    await page.goto("/blog/search");
    await hydrate(page);
    expect(indexRequests).toEqual([]);
    await page.getByRole("searchbox").focus();
    await expect.poll(() => indexRequests.length).toBe(1);
    expect(indexRequests[0]).toMatch(/\/blog-search\/en\.json$/);
  });

  for (const locale of ["en", "ar", "ja", "ru"]) {
    test(`should find an article by a word of its body in ${locale}, and nothing from another locale`, async ({
      page,
    }) => {
      await asReturningVisitor(page);
      const { word, unikey } = distinctiveWord(locale);
      await searchFor(page, locale, word);
      const results = page.locator("[data-slot=blog-search-results]");
      await expect(results.locator(`a[href="${prefix(locale)}/blog/${unikey}"]`)).toBeVisible();
      await expect(results.locator("mark").first()).toBeVisible();
      // The query is in the URL, so the search can be shared.
      expect(new URL(page.url()).searchParams.get("q")).toBe(word);
      // The same word in another locale's blog finds nothing (en for the others, ru for en).
      const other = locale === "en" ? "ru" : "en";
      await searchFor(page, other, word);
      await expect(page.locator("[data-slot=blog-search-empty]")).toBeVisible();
    });
  }

  test("should search from the box and put the query in the URL", async ({ page }) => {
    await asReturningVisitor(page);
    await page.goto("/blog/search");
    await hydrate(page);
    await page.getByRole("searchbox").fill("WireGuard");
    await page.getByRole("searchbox").press("Enter");
    await expect(page).toHaveURL(/\/blog\/search\?q=WireGuard$/);
    await expect(page.locator("[data-slot=blog-search-results] li").first()).toBeVisible();
  });
});

test.describe("given the blog pages in both directions", () => {
  const PAGES = [
    "/blog",
    "/blog/public-wifi-safety",
    "/blog/category/security",
    "/blog/tag/wifi",
    "/blog/more",
    "/blog/search?q=wifi",
  ];
  for (const locale of ["en", "ar"]) {
    for (const path of PAGES) {
      test(`should have no serious axe violation and no horizontal scroll at 360 px on ${prefix(locale)}${path}`, async ({
        page,
      }) => {
        await asReturningVisitor(page);
        await page.setViewportSize({ width: 360, height: 800 });
        await page.goto(`${prefix(locale)}${path}`);
        await hydrate(page);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        if (path.includes("?q=")) {
          await expect(
            page.locator("[data-slot=blog-search-results], [data-slot=blog-search-empty]"),
          ).toBeVisible();
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          360,
        );
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }
});
