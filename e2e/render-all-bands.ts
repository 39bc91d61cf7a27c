import type { Page } from "@playwright/test";

/**
 * Lays out the bands the browser leaves unrendered until they near the screen
 * (content-visibility: auto, site/src/app.css, issue #34), as a visitor finds
 * them after scrolling: checks that read layout or paint (axe's colours, line
 * boxes) then see every band. Through the CSSOM, which the page's
 * Content-Security-Policy leaves alone (an injected `<style>` it blocks).
 */
export async function renderAllBands(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      if (getComputedStyle(element).contentVisibility === "auto") {
        element.style.contentVisibility = "visible";
      }
    }
  });
}
