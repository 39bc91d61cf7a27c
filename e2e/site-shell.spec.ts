import { expect, test } from "@playwright/test";
import { hydrate } from "./hydrate";
import { asReturningVisitor } from "./quiet-visit";

// Issue #5: the site shell's rules, in Chromium against the api serving the built site.

// Today's popups seen and cookies answered: nothing covers the page these tests work with.
test.beforeEach(({ page }) => asReturningVisitor(page));

test.describe("given the routing rules of SPEC.md §2", () => {
  test("should navigate inside the app without a server round trip, updating title and language", async ({
    page,
  }) => {
    await page.goto("/de");
    await hydrate(page);
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document" || request.url().endsWith(".data"))
        documents.push(request.url());
    });
    await page
      .getByRole("navigation", { name: "Hauptnavigation" })
      .getByRole("link")
      .nth(2)
      .click();
    await expect(page).toHaveURL(/\/de\/pricing$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page).not.toHaveTitle(/fast, private VPN/);
    expect(documents).toEqual([]);
  });

  test("should collapse a double slash and send /{lang}/home to the language root (301)", async ({
    request,
    baseURL,
  }) => {
    const slashes = await request.get(`${baseURL}//pricing`, { maxRedirects: 0 });
    expect(slashes.status()).toBe(301);
    expect(slashes.headers().location).toBe("/pricing");
    const home = await request.get("/fr/home?x=1", { maxRedirects: 0 });
    expect(home.status()).toBe(301);
    expect(home.headers().location).toBe("/fr?x=1");
  });

  test("should redirect a visitor with the locale cookie to the prefixed path, keeping query and hash (step 3)", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: "locale", value: "fr", url: baseURL as string }]);
    await page.goto("/pricing?plan=3#faq");
    await expect(page).toHaveURL(/\/fr\/pricing\?plan=3#faq$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  });

  test("should send a visitor who is not signed in from /paysuc to /login (auth middleware)", async ({
    page,
  }) => {
    await page.goto("/ja/paysuc");
    await expect(page).toHaveURL(/\/ja\/login\?redirect=%2Fpaysuc$/);
  });

  test("should answer a plan's checkout with its prerendered page in the visitor's language", async ({
    page,
  }) => {
    const response = await page.goto("/ar/pricing/checkout/3");
    expect(response?.status()).toBe(200);
    await hydrate(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page).toHaveURL(/\/ar\/pricing\/checkout\/3$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  });
});

test.describe("given SEO files and headers", () => {
  test("should serve sitemap.xml with alternates and robots.txt naming it", async ({ request }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toContain("/ja/vpn-server/japan-vpn</loc>");
    expect(xml).toContain('hreflang="x-default"');
    const robots = await request.get("/robots.txt");
    expect(await robots.text()).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
  });

  test("should put canonical, hreflang and Open Graph tags in the prerendered HTML", async ({
    request,
  }) => {
    const html = await (await request.get("/de/features")).text();
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/de\/features"/);
    expect(html.match(/rel="alternate"/g)).toHaveLength(12);
    expect(html).toContain('property="og:locale" content="de_DE"');
  });

  test("should cache hashed assets for a year and revalidate pages", async ({ request }) => {
    const page = await request.get("/");
    expect(page.headers()["cache-control"]).toBe("no-cache");
    const asset = (await page.text()).match(/\/assets\/[^"]+\.js/)?.[0];
    const response = await request.get(asset as string);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});

test.describe("given the build check of SPEC.md §4", () => {
  test("should poll the build manifest with a timestamp after 1 s and offer a reload when a new build is out", async ({
    page,
  }) => {
    await page.route("**/_build/latest.json?t=*", (route) =>
      route.fulfill({ json: { id: "a-newer-build", timestamp: Date.now() } }),
    );
    const poll = page.waitForRequest(/\/_build\/latest\.json\?t=\d+$/);
    await page.goto("/");
    // The landing polls before React has the page; the toast comes with the
    // toaster, once the visitor's first interaction hydrates it (ADR 0024).
    await poll;
    await hydrate(page);
    // Radix repeats a toast's text for screen readers: the first is the visible one.
    const toast = page.getByText("A new version of this site is available.").first();
    await expect(toast).toBeVisible();
    await expect(page.getByRole("button", { name: "Reload" })).toBeVisible();
  });
});

test.describe("given SPEC.md §2's compatibility mode", () => {
  test("should reload once per session for a client navigation outside the known routes, then show the not-found page in place", async ({
    page,
  }) => {
    await page.goto("/de/features");
    await hydrate(page);
    const navigateInApp = (path: string) =>
      page.evaluate((target) => {
        window.history.pushState(null, "", target);
        window.dispatchEvent(new PopStateEvent("popstate"));
      }, path);
    // A marker on window survives client navigations, not a full page load.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const reload = page.waitForEvent("load");
    await navigateInApp("/de/a-page-from-a-newer-build");
    await reload;
    expect(await page.evaluate(() => "__sameDocument" in window)).toBe(false);
    expect(await page.evaluate(() => sessionStorage.getItem("compat-reload"))).toBe("1");
    await expect(page.locator("main h1")).toHaveText("Seite nicht gefunden");

    await page.goto("/de/features");
    await hydrate(page);
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await navigateInApp("/de/another-unknown-page");
    await expect(page.locator("main h1")).toHaveText("Seite nicht gefunden");
    expect(await page.evaluate(() => "__sameDocument" in window)).toBe(true);
  });
});
