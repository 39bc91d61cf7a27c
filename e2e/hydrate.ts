import type { Page } from "@playwright/test";

/**
 * ADR 0024: a content page hydrates on its visitor's first interaction (a
 * pointer moving, a touch, a key, focus); pages that render on the client
 * hydrate at load. A test that needs React's page does what a visitor does
 * first, moves the mouse, then waits for the frame's mark.
 */
export async function hydrate(page: Page, { timeout }: { timeout?: number } = {}): Promise<void> {
  await startHydration(page);
  await page
    .locator("html[data-hydrated]")
    .waitFor({ state: "attached", ...(timeout !== undefined && { timeout }) });
}

/**
 * The visitor's first interaction, without waiting for the mark: for a test
 * whose page may reload as soon as it has hydrated (the chunk guard), where
 * the mark can come and go before the test looks for it.
 */
export async function startHydration(page: Page): Promise<void> {
  await page.mouse.move(2, 2);
  await page.mouse.move(6, 8);
}
