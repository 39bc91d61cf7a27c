import { expect, type Page, test } from "@playwright/test";
import { POPUP_LOOK, type PopupPromotion } from "../site/src/promotion/popup-promotions";
import { hydrate } from "./hydrate";

// SPEC.md §4's promotion popups on the built site (docs/promotions.md).
const REMOTE_CONFIG_GLOB = "**/api/mms/config/v1/remote";

test.describe("given SPEC.md §4's popups, each shown once (docs/promotions.md)", () => {
  test.use({ timezoneId: "UTC" });

  const SATURDAY = new Date("2026-11-21T10:00:00Z");
  const WEDNESDAY = new Date("2026-11-18T10:00:00Z");
  // The dialog carries the design system's variant, the look the site draws the promotion with.
  const popup = (page: Page, promotion: PopupPromotion) =>
    page.getByRole("dialog").and(page.locator(`[data-promo-popup="${POPUP_LOOK[promotion]}"]`));
  const decided = (page: Page) => page.locator("html[data-promo-decided]");

  /** SPEC.md §4: the floor of 59, raised to the highest discount_percent of the plan list. */
  async function expectedDiscount(page: Page): Promise<number> {
    const answer = await page.request.get("/api/mms/payment/v1/providers/plans", {
      headers: { "X-App-Type": "501" },
    });
    const { data } = await answer.json();
    return Math.max(
      59,
      ...data.list.map((plan: { discount_percent: string }) =>
        Number.parseInt(plan.discount_percent, 10),
      ),
    );
  }

  // The popups wait for the cookie question (issue #12); these visitors answered it before.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("accpeted-cookies", "true"));
  });

  async function expectShownOnceThenNotAgain(page: Page, promotion: PopupPromotion, path = "/") {
    await page.goto(path);
    // Popups come with the runtime, which starts on the first interaction (ADR 0024).
    await hydrate(page);
    await expect(popup(page, promotion)).toBeVisible();
    await expect(decided(page)).toHaveAttribute("data-promo-decided", promotion);
    await page.reload();
    await hydrate(page);
    await expect(decided(page)).toHaveAttribute("data-promo-decided", "none");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  }

  test("should show the weekend popup on the index route on a weekend, with the maximum discount", async ({
    page,
  }) => {
    await page.clock.setFixedTime(SATURDAY);
    const discount = await expectedDiscount(page);
    expect(discount).toBeGreaterThanOrEqual(59);
    await page.goto("/");
    await hydrate(page);
    const dialog = popup(page, "weekend");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading")).toHaveText("Weekend offer");
    await expect(dialog).toContainText(`Save up to ${discount}% on every plan this weekend.`);
    expect(await page.evaluate(() => localStorage.getItem("promo-popup-shown:weekend"))).toBe(
      "2026-11-21",
    );
    await page.reload();
    await hydrate(page);
    await expect(decided(page)).toHaveAttribute("data-promo-decided", "none");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("given a first visit, should keep the popup back until the cookie bar is answered, then show it", async ({
    browser,
  }) => {
    // A context of its own: without the beforeEach's answer to the cookie question.
    const context = await browser.newContext({ timezoneId: "UTC" });
    const page = await context.newPage();
    await page.clock.setFixedTime(WEDNESDAY);
    await page.goto("/features");
    const bar = page.getByRole("region", { name: "Cookie consent" });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole("button", { name: "Accept" })).toBeEnabled();
    // Remote config has loaded and the network has gone quiet: a popup due today would be open by now.
    await page.waitForLoadState("networkidle");
    await expect(page.locator("html[data-promo-decided]")).toHaveCount(0);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await bar.getByRole("button", { name: "Accept" }).click();
    await expect(popup(page, "workday")).toBeVisible();
    await context.close();
  });

  test("should not show the weekend popup outside the index route", async ({ page }) => {
    await page.clock.setFixedTime(SATURDAY);
    await page.goto("/pricing");
    await hydrate(page);
    await expect(decided(page)).toHaveAttribute("data-promo-decided", "none");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("should show the workday popup on a work day (Monday 06:01 to Friday 17:59:59)", async ({
    page,
  }) => {
    await page.clock.setFixedTime(WEDNESDAY);
    await expectShownOnceThenNotAgain(page, "workday", "/features");
  });

  test("should show the mobile daily popup below 768 px", async ({ page }) => {
    await page.setViewportSize({ width: 767, height: 900 });
    await page.clock.setFixedTime(WEDNESDAY);
    await expectShownOnceThenNotAgain(page, "mobile-daily");
  });

  test("should show the festival popup during the festival, with the remote config's text", async ({
    page,
  }) => {
    // On 127.0.0.1 the debug keys are read (SPEC.md §4 "Remote promotion config").
    await page.route(REMOTE_CONFIG_GLOB, (route) =>
      route.fulfill({
        json: {
          code: 0,
          message: "ok",
          data: {
            promotion: "{}",
            promotion_l10n: "{}",
            debug_promotion: JSON.stringify({
              startTime: "2026-11-20T00:00:00Z",
              endTime: "2026-11-30T00:00:00Z",
            }),
            debug_promotion_l10n: JSON.stringify({
              popup_festival_title: { default: "Black Friday", de: "Black Friday Woche" },
              popup_festival_body: { default: "[accent]@(0)% off[/accent] everything" },
            }),
          },
        },
      }),
    );
    // A Wednesday inside the window: the festival wins over the workday popup.
    await page.clock.setFixedTime(new Date("2026-11-25T10:00:00Z"));
    const discount = await expectedDiscount(page);
    await page.goto("/de");
    await hydrate(page);
    const dialog = popup(page, "festival");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading")).toHaveText("Black Friday Woche");
    await expect(dialog).toContainText(`${discount}% off everything`);
    expect(await page.evaluate(() => localStorage.getItem("promo-popup-shown:festival"))).toBe(
      "festival:2026-11-20T00:00:00Z",
    );
    await page.reload();
    await hydrate(page);
    await expect(decided(page)).toHaveAttribute("data-promo-decided", "none");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});
