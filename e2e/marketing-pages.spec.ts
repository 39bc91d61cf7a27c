import { expect, test } from "@playwright/test";
import { cityName } from "../site/src/content/city-names";
import { seriousViolations } from "./axe";
import { hydrate } from "./hydrate";
import { asReturningVisitor } from "./quiet-visit";

// Issue #16: the home page, /features, the server regions and the social-media use cases,
// in English and in Arabic: full content in the prerendered HTML, JSON-LD that parses,
// region links that lead somewhere, no serious axe violation, no horizontal scroll at 360 px.
const prefix = (locale: string) => (locale === "en" ? "" : `/${locale}`);
const LOCALES = ["en", "ar"] as const;
const PAGES = [
  "/",
  "/features",
  "/vpn-server",
  "/vpn-server/japan-vpn",
  "/vpn-for-social-media/tiktok",
];

/** The `application/ld+json` blocks of an HTML document, parsed (a block that is not JSON throws). */
function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] as string) as Record<string, unknown>,
  );
}

/** Visible words of an HTML document's body, scripts and styles left out. */
function bodyWords(html: string): number {
  const body = html.slice(html.indexOf("<body"));
  return body
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ")
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word)).length;
}

test.describe("given the prerendered marketing pages", () => {
  for (const locale of LOCALES) {
    test(`should carry the home page's sections and its Organization, WebSite and FAQPage JSON-LD on ${prefix(locale)}/`, async ({
      request,
    }) => {
      const html = await (await request.get(`${prefix(locale)}/`)).text();
      const types = jsonLdOf(html).map((data) => data["@type"]);
      expect(types).toEqual(expect.arrayContaining(["Organization", "WebSite", "FAQPage"]));
      // The pricing teaser quotes the plan list's lowest monthly price (plans.snapshot.json: $4.99) and 62% off.
      expect(html).toContain("4.99");
      expect(html).toContain("62");
      // The network at a glance links to region pages, and the platforms to the download pages.
      expect(html).toContain(`href="${prefix(locale)}/vpn-server/japan-vpn"`);
      expect(html).toContain(`href="${prefix(locale)}/download/windows"`);
    });

    test(`should prerender a region page with at least 300 words and a BreadcrumbList on ${prefix(locale)}/vpn-server/japan-vpn`, async ({
      request,
    }) => {
      const html = await (await request.get(`${prefix(locale)}/vpn-server/japan-vpn`)).text();
      // Cities in the reader's language (issue #38): طوكيو in Arabic.
      expect(html).toContain(cityName("Tokyo", locale));
      expect(html).toContain("WireGuard");
      expect(bodyWords(html)).toBeGreaterThanOrEqual(300);
      const crumbs = jsonLdOf(html).find((data) => data["@type"] === "BreadcrumbList");
      expect((crumbs?.itemListElement as unknown[] | undefined)?.length).toBe(3);
      // The other 13 regions are listed.
      expect(html).toContain(`href="${prefix(locale)}/vpn-server/usa-vpn"`);
      expect(html).not.toContain(`href="${prefix(locale)}/vpn-server/japan-vpn"`);
    });

    test(`should prerender a use case with its limits, its FAQPage and a BreadcrumbList on ${prefix(locale)}/vpn-for-social-media/tiktok`, async ({
      request,
    }) => {
      const html = await (
        await request.get(`${prefix(locale)}/vpn-for-social-media/tiktok`)
      ).text();
      expect(bodyWords(html)).toBeGreaterThanOrEqual(300);
      const types = jsonLdOf(html).map((data) => data["@type"]);
      expect(types).toEqual(expect.arrayContaining(["BreadcrumbList", "FAQPage"]));
    });

    test(`should keep the prerendered JSON-LD in the hydrated page on ${prefix(locale)}/vpn-server/japan-vpn and ${prefix(locale)}/`, async ({
      page,
    }) => {
      // The client build carries no structured-data code (site/src/marketing/JsonLd.tsx):
      // hydration must leave the server's blocks as they were, with no error.
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await asReturningVisitor(page);
      for (const [path, types] of [
        [`${prefix(locale)}/vpn-server/japan-vpn`, ["BreadcrumbList"]],
        [`${prefix(locale)}/`, ["Organization", "WebSite", "FAQPage"]],
      ] as const) {
        await page.goto(path);
        await hydrate(page);
        const blocks = await page
          .locator('script[type="application/ld+json"]')
          .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ""));
        const seen = blocks.map((text) => (JSON.parse(text) as Record<string, unknown>)["@type"]);
        expect(seen, path).toEqual(expect.arrayContaining([...types]));
      }
      expect(errors).toEqual([]);
    });

    test(`should list all 14 regions on ${prefix(locale)}/vpn-server, each link reaching its page`, async ({
      page,
    }) => {
      await asReturningVisitor(page);
      await page.goto(`${prefix(locale)}/vpn-server`);
      await hydrate(page);
      const cards = page.locator("[data-slot=server-location-card]");
      await expect(cards).toHaveCount(14);
      await cards
        .filter({ has: page.locator('a[href$="/vpn-server/japan-vpn"]') })
        .locator("a")
        .click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/vpn-server/japan-vpn$`));
      await expect(page.getByText(cityName("Tokyo", locale)).first()).toBeVisible();
    });
  }
});

test.describe("given the marketing pages in both directions", () => {
  for (const locale of LOCALES) {
    for (const path of PAGES) {
      test(`should have no serious axe violation and no horizontal scroll at 360 px on ${prefix(locale)}${path}`, async ({
        page,
      }) => {
        await asReturningVisitor(page);
        await page.setViewportSize({ width: 360, height: 800 });
        await page.goto(`${prefix(locale)}${path === "/" && locale !== "en" ? "" : path}`);
        await hydrate(page);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          360,
        );
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }
});
