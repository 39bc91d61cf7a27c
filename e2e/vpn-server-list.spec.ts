import { expect, test } from "@playwright/test";
import { NETWORK } from "../site/src/content/regions";
import { hydrate } from "./hydrate";
import { asReturningVisitor } from "./quiet-visit";

// Issue #38 point 9: /vpn-server lists every country the site claims, grouped
// by continent, prerendered, with a search that filters as the visitor types.

const CASES = [
  { locale: "en", prefix: "", europe: "Europe", query: "sao", found: "Brazil", none: "No country" },
  {
    locale: "ar",
    prefix: "/ar",
    europe: "أوروبا",
    query: "طوكيو",
    found: "اليابان",
    none: "لا توجد",
  },
  {
    locale: "ja",
    prefix: "/ja",
    europe: "ヨーロッパ",
    query: "東京",
    found: "日本",
    none: "一致する",
  },
] as const;

for (const { locale, prefix, europe, query, found, none } of CASES) {
  test.describe(`given /vpn-server in ${locale} on a 390 px phone`, () => {
    test.beforeEach(async ({ page }) => {
      await asReturningVisitor(page);
      await page.setViewportSize({ width: 390, height: 844 });
    });

    test("should prerender every country the site claims, under its continent", async ({
      page,
      request,
    }) => {
      const html = await (await request.get(`${prefix}/vpn-server`)).text();
      expect(html.match(/data-continent="/g)).toHaveLength(4);
      await page.goto(`${prefix}/vpn-server`);
      const list = page.locator('[data-slot="server-list"]');
      await expect(list.getByRole("link")).toHaveCount(NETWORK.countries);
      await expect(list.getByRole("heading", { name: europe, exact: true })).toBeVisible();
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        ),
      ).toBe(true);
    });

    test("should narrow the list as the visitor types, and say when nothing matches", async ({
      page,
    }) => {
      await page.goto(`${prefix}/vpn-server`);
      await hydrate(page);
      const list = page.locator('[data-slot="server-list"]');
      const search = list.getByRole("searchbox");
      await search.fill(query);
      await expect(list.getByRole("link")).toHaveCount(1);
      await expect(list.getByRole("link")).toContainText(found);
      await search.fill("zzzz");
      await expect(list.getByRole("link")).toHaveCount(0);
      await expect(list.locator('[data-slot="server-search-status"]')).toContainText(none);
      await search.fill("");
      await expect(list.getByRole("link")).toHaveCount(NETWORK.countries);
    });
  });
}
