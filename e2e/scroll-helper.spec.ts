import { expect, test } from "@playwright/test";
import { hydrate } from "./hydrate";
import { asReturningVisitor, withoutPopups } from "./quiet-visit";

// SPEC.md §2's scroll helper on the built site, alone and beside the cookie-consent bar.

test.describe("given SPEC.md §2's scroll helper (offset 50 px, duration 1200 ms)", () => {
  test("should appear past 50 px, scroll smoothly back to the top, and stay off the sign-in page", async ({
    page,
  }) => {
    await asReturningVisitor(page);
    await page.addInitScript(() => {
      window.scrollYOnEveryFrameUntilTop = () =>
        new Promise((resolve) => {
          const seen: number[] = [];
          const sample = () => {
            seen.push(window.scrollY);
            if (window.scrollY === 0) resolve(seen);
            else requestAnimationFrame(sample);
          };
          sample();
        });
    });
    await page.setViewportSize({ width: 1280, height: 480 });
    await page.goto("/");
    await hydrate(page);
    // Hidden (visibility: hidden) until the page scrolls, so out of the accessibility tree: find it by its slot.
    const slot = page.locator('[data-slot="scroll-to-top"]');
    await expect(slot).toHaveAttribute("data-state", "hidden");
    await expect(slot).toBeHidden();
    const helper = page.getByRole("button", { name: "Back to top" });

    await page.evaluate(() => window.scrollTo({ top: 51, behavior: "instant" }));
    await expect(helper).toHaveAttribute("data-state", "visible");
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }));
    // Smooth, not a jump: a sampler in the page records scrollY on every
    // animation frame until the top, so a frame part of the way up is seen
    // however slowly this test's own reads arrive (docs/testing.md).
    const frames = page.evaluate(() => window.scrollYOnEveryFrameUntilTop());
    await helper.click();
    const seen = await frames;
    expect(seen[0], "the sampler started before the scroll").toBe(400);
    expect(seen.filter((y) => y > 0 && y < 400).length, `frames: ${seen}`).toBeGreaterThan(0);
    expect(seen.at(-1)).toBe(0);
    await expect(slot).toHaveAttribute("data-state", "hidden");

    await page.goto("/login");
    await hydrate(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The runtime layer has started (its mark), so the helper would be there by now if it were.
    await page.locator("html[data-runtime]").waitFor({ state: "attached" });
    await expect(slot).toHaveCount(0);
  });
});

test.describe("given the cookie-consent bar is showing", () => {
  test("should keep the scroll helper above the bar, never over its buttons", async ({ page }) => {
    await withoutPopups(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/ar");
    await hydrate(page);
    const bar = page.getByRole("region", { name: "الموافقة على ملفات تعريف الارتباط" });
    const helper = page.locator('[data-slot="scroll-to-top"]');
    await helper.waitFor({ state: "attached" });
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }));
    await expect(helper).toHaveAttribute("data-state", "visible");
    await expect(bar).toBeVisible();
    // The button eases in (translate): measure once its transitions have ended.
    await helper.evaluate((element) => Promise.all(element.getAnimations().map((a) => a.finished)));
    const [button, region] = [await helper.boundingBox(), await bar.boundingBox()];
    expect(button && region && button.y + button.height).toBeLessThanOrEqual(region?.y ?? 0);
  });
});

declare global {
  interface Window {
    dataLayer?: unknown[];
    /** The scroll helper's test: scrollY at once, then on every animation frame until it is 0. */
    scrollYOnEveryFrameUntilTop: () => Promise<number[]>;
  }
}
