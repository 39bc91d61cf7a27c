import { type BrowserContextOptions, test as base, type Page } from "@playwright/test";
import { openPreview } from "./storybook-page.ts";

/**
 * `preview`: one Storybook preview page per worker, opened once and reused by
 * every test of that worker (stories switch in place, see storybook-page.ts).
 * Opening it costs about a second; per test that was a minute of a run.
 */
export const test = base.extend<object, { preview: Page }>({
  preview: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext(contextOptions(workerInfo.project.use));
      const page = await context.newPage();
      await openPreview(page);
      await use(page);
      await context.close();
    },
    { scope: "worker" },
  ],
});

/**
 * The project's `use` as browser context options, with the values Playwright's
 * own `page` fixture fills in when the config leaves them out, so the pixels
 * are the ones a per-test page would give.
 */
function contextOptions(use: BrowserContextOptions & { baseURL?: string }): BrowserContextOptions {
  return {
    baseURL: use.baseURL,
    viewport: use.viewport,
    screen: use.screen,
    deviceScaleFactor: use.deviceScaleFactor,
    userAgent: use.userAgent,
    isMobile: use.isMobile ?? false,
    hasTouch: use.hasTouch ?? false,
    locale: use.locale ?? "en-US",
    timezoneId: use.timezoneId,
    colorScheme: use.colorScheme === undefined ? "light" : use.colorScheme,
    reducedMotion: use.reducedMotion === undefined ? "no-preference" : use.reducedMotion,
    forcedColors: use.forcedColors === undefined ? "none" : use.forcedColors,
    contrast: use.contrast === undefined ? "no-preference" : use.contrast,
  };
}
