import { expect, test } from "@playwright/test";
import { fontconfigWithoutCjk } from "../scripts/fontconfig-without-cjk.mjs";
import { withFonts } from "./device-fonts";
import { hydrate } from "./hydrate";
import { asReturningVisitor } from "./quiet-visit";

// Issues #14 and #34: the Japanese web font's sheet on a device with no Japanese
// face (fontconfig hides every one from this worker's Chromium), where it is
// the only way to draw Japanese.

test.use(withFonts(fontconfigWithoutCjk().env));

// Today's popups seen and cookies answered: nothing covers the page these tests work with.
test.beforeEach(({ page }) => asReturningVisitor(page));

test.describe("given a device with no Japanese face", () => {
  test("should fetch the site's stylesheet once, and the Japanese web font's sheet only after the page has loaded", async ({
    page,
  }) => {
    const sheets: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") sheets.push(new URL(request.url()).pathname);
    });
    await page.goto("/ja");
    await hydrate(page);
    const late = page.locator("head link[data-late-stylesheet]");
    await expect(late).toHaveCount(1);
    await expect(late).toHaveAttribute("href", /^\/assets\/fonts-japanese-web-[\w-]+\.css$/);
    // Lazily imported chunks no longer add the site's sheet a second time.
    expect(sheets.filter((path) => /^\/assets\/app-[\w-]+\.css$/.test(path))).toHaveLength(1);
    const startedAfterLoad = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType(
        "navigation",
      ) as PerformanceNavigationTiming[];
      const sheet = performance
        .getEntriesByType("resource")
        .find((entry) => entry.name.includes("/assets/fonts-japanese-web-"));
      return navigation && sheet ? sheet.startTime >= navigation.loadEventStart : null;
    });
    expect(startedAfterLoad).toBe(true);
  });

  test("should add the Japanese web font's sheet on switching to Japanese in the page, and drop it on switching back", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrate(page);
    const late = page.locator("head link[data-late-stylesheet]");
    await expect(late).toHaveCount(0);
    await page.getByRole("contentinfo").getByRole("button", { name: "Language: English" }).click();
    await page.getByRole("menuitemradio", { name: "日本語" }).click();
    await expect(page).toHaveURL(/\/ja$/);
    await expect(late).toHaveCount(1);
    await page
      .getByRole("contentinfo")
      .getByRole("button", { name: /日本語$/ })
      .click();
    await page.getByRole("menuitemradio", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(late).toHaveCount(0);
  });
});
