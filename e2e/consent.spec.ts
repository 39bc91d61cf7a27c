import { expect, test } from "@playwright/test";
import { hydrate } from "./hydrate";
import { withoutPopups } from "./quiet-visit";

// SPEC.md §4's consent: the defaults, the grant, and the prerendered cookie-consent bar.
const hydrated = "html[data-hydrated]";

test.describe("given SPEC.md §4's consent", () => {
  test("should push the consent defaults, then grant storage after 200 ms", async ({ page }) => {
    await withoutPopups(page);
    await page.goto("/");
    await hydrate(page);
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)),
        ),
      )
      .toEqual([
        [
          "consent",
          "default",
          {
            ad_storage: "denied",
            analytics_storage: "denied",
            ad_user_data: "denied",
            ad_personalization: "denied",
            wait_for_update: 500,
          },
        ],
        ["consent", "update", { ad_storage: "granted", analytics_storage: "granted" }],
      ]);
  });

  test("should show the cookie-consent bar until the visitor answers, and store accpeted-cookies", async ({
    page,
  }) => {
    await withoutPopups(page);
    await page.goto("/");
    const bar = page.getByRole("region", { name: "Cookie consent" });
    await expect(bar).toBeVisible();
    await bar.getByRole("button", { name: "Accept" }).click();
    await expect(bar).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("accpeted-cookies"))).toBe("true");
    await page.reload();
    await hydrate(page);
    await expect
      .poll(() => page.evaluate(() => (window.dataLayer?.[0] as ArrayLike<unknown>)?.[2]))
      .toMatchObject({ ad_user_data: "granted", ad_personalization: "granted" });
    await expect(bar).toHaveCount(0);
  });

  test("should show the bar with the first paint and answer it before the page has hydrated", async ({
    page,
  }) => {
    await withoutPopups(page);
    // The page's modules held back: only the prerendered HTML, its CSS and its inline scripts run.
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto("/ar");
    const bar = page.getByRole("region", { name: "الموافقة على ملفات تعريف الارتباط" });
    await expect(bar).toBeVisible();
    await bar.getByRole("button", { name: "رفض" }).click();
    await expect(bar).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("accpeted-cookies"))).toBe("false");
    expect(await page.locator(hydrated).count(), "the page has not hydrated").toBe(0);

    // The answer holds once scripts run: hidden from the first paint, then out of the page.
    await page.unroute("**/assets/*.js");
    await page.reload();
    await expect(bar).toBeHidden();
    await hydrate(page);
    await expect(bar).toHaveCount(0);
  });
});
