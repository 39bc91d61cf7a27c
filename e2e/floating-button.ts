import { expect, type Page } from "@playwright/test";

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Issue #38: the floating back-to-top button never covers what a visitor must
 * read where it stands (a result, a file's checksum). Scrolls the page down
 * in 120 px steps; wherever the button shows, no part of `selector`'s
 * elements may be under it. Returns how often it showed, so a caller can
 * check that the test saw it at all.
 */
export async function expectBackToTopNeverOver(page: Page, selector: string): Promise<number> {
  const button = page.locator('[data-slot="scroll-to-top"]');
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  let shown = 0;
  for (let top = 0; top < height; top += 120) {
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
    // The button decides on the scroll event; give it two frames.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    if ((await button.getAttribute("data-state")) !== "visible") continue;
    shown += 1;
    const box = await button.boundingBox();
    if (!box) continue;
    const boxes = await page.locator(selector).evaluateAll((roots) =>
      roots.flatMap((root) =>
        [root, ...root.querySelectorAll("*")].map((element) => {
          const rect = element.getBoundingClientRect();
          return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
        }),
      ),
    );
    const covered = boxes.filter((other) => other.width > 0 && overlaps(box, other));
    expect(covered, `scrolled to ${top}`).toEqual([]);
  }
  return shown;
}
