import type { Page } from "@playwright/test";

/**
 * ADR 0024: a content page hydrates on its visitor's first interaction (a
 * pointer moving, a touch, a key, focus); pages that render on the client
 * hydrate at load. A test that needs React's page does what a visitor does
 * first, moves the mouse, then waits for the frame's mark.
 */
export async function hydrate(page: Page, { timeout }: { timeout?: number } = {}): Promise<void> {
  await page.mouse.move(2, 2);
  await page.mouse.move(6, 8);
  await page
    .locator("html[data-hydrated]")
    .waitFor({ state: "attached", ...(timeout !== undefined && { timeout }) });
}
