import { expect, test } from "@playwright/test";
import { expectBackToTopNeverOver } from "./floating-button";
import { LONG_HOST, withLeakingWebRtc } from "./leaking-webrtc";
import { asReturningVisitor } from "./quiet-visit";

// Issue #38 point 3: on a 390 px phone the leak test's addresses are cards,
// long `.local` names are shortened in the middle with a copy button, and the
// floating back-to-top button never covers a result.

for (const { locale, prefix, copied } of [
  { locale: "en", prefix: "", copied: "Address copied" },
  { locale: "ar", prefix: "/ar", copied: "تم نسخ العنوان" },
] as const) {
  test.describe(`given a ${locale} visitor on a 390 px phone whose browser leaks`, () => {
    test.beforeEach(async ({ page, context }) => {
      await asReturningVisitor(page);
      await withLeakingWebRtc(page);
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${prefix}/webrtc-leak-test`);
      await expect(page.locator('[data-slot="result-panel"][data-verdict="leak"]')).toBeVisible();
    });

    test("should show one card per address, no table, and no horizontal scroll", async ({
      page,
    }) => {
      await expect(page.locator('[data-slot="address-card"]')).toHaveCount(4);
      await expect(page.locator('[data-slot="address-table"]')).toBeHidden();
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        ),
      ).toBe(true);
    });

    test("should shorten a long .local name in the middle, keep it whole for screen readers and the tooltip, and copy it", async ({
      page,
    }) => {
      const card = page.locator('[data-slot="address-card"]', { hasText: LONG_HOST });
      const name = card.locator('[data-slot="middle-ellipsis"]');
      await expect(name).toHaveAttribute("title", LONG_HOST);
      // One line, cut: the visible start overflows its box, the end shows whole.
      const cut = await name.evaluate((element) => {
        const head = element.firstElementChild as HTMLElement;
        return { cut: head.scrollWidth > head.clientWidth, height: element.clientHeight };
      });
      expect(cut.cut).toBe(true);
      expect(cut.height).toBeLessThan(30);
      await expect(name.locator(".sr-only")).toHaveText(LONG_HOST);
      await card.locator('[data-slot="copy-button"]').click();
      await expect(page.locator('[data-slot="toast"]')).toContainText(copied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(LONG_HOST);
    });

    test("should never show the back-to-top button over a result", async ({ page }) => {
      const shown = await expectBackToTopNeverOver(page, '[data-slot="result-panel"]');
      // The check saw the button: further down the page it shows again.
      expect(shown).toBeGreaterThan(0);
    });
  });
}
