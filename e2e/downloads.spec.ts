import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { DOWNLOADS } from "../site/src/downloads/downloads.config";
import { seriousViolations } from "./axe";
import { expectBackToTopNeverOver } from "./floating-button";
import { hydrate } from "./hydrate";
import { asReturningVisitor } from "./quiet-visit";

// Issue #15, "Downloads": the primary download follows the detected system
// (SPEC.md §1), the product pages offer real files with their checksum.

const prefix = (locale: string) => (locale === "en" ? "" : `/${locale}`);
/**
 * Chromium on Linux (what these tests run). There is no native Linux app, so
 * the primary download is the Chrome extension (site/src/downloads/detect-platform.ts);
 * the client hints of this Chromium say "Linux" too, so hints and string agree.
 */
const LINUX_CHROMIUM =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test.use({ userAgent: LINUX_CHROMIUM });

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

for (const locale of ["en", "ar"]) {
  test.describe(`given /download in ${locale}`, () => {
    test("should prerender the neutral card and every platform, then make Chrome the primary download on Linux Chromium", async ({
      page,
      request,
    }) => {
      // The prerendered HTML: the neutral state, every product page linked, TVs grouped.
      const html = await (await request.get(`${prefix(locale)}/download`)).text();
      expect(html).toContain('data-slot="download-primary" data-product="none"');
      for (const product of Object.keys(DOWNLOADS)) {
        expect(html).toContain(`${prefix(locale)}/download/${product}"`);
      }

      await page.goto(`${prefix(locale)}/download`);
      await hydrate(page);
      const primary = page.locator('[data-slot="download-primary"]');
      await expect(primary).toHaveAttribute("data-product", "chrome");
      await expect(primary.locator('[data-slot="download-button-primary"]')).toHaveAttribute(
        "href",
        DOWNLOADS.chrome.stores[0]?.url ?? "",
      );
      await expect(
        page.locator('[data-slot="download-tv-group"] [data-slot="platform-card"]'),
      ).toHaveCount(4);
      await expect(page.locator('[data-slot="platform-card"][data-current]')).toHaveCount(2);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("should fit a 360 px phone without scrolling sideways", async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 780 });
      for (const path of ["/download", "/download/windows", "/download/ios"]) {
        await page.goto(`${prefix(locale)}${path}`);
        await hydrate(page);
        expect(await noHorizontalScroll(page), path).toBe(true);
      }
    });
  });

  test.describe(`given /download/windows in ${locale}`, () => {
    test("should download the x64 installer whose SHA-256 the page shows", async ({ page }) => {
      const [file] = DOWNLOADS.windows.files;
      if (!file) throw new Error("no Windows file configured");
      await page.goto(`${prefix(locale)}/download/windows`);
      await hydrate(page);
      const panel = page.locator('[data-slot="download-panel"]');
      await expect(panel.locator('[data-slot="download-sha256"]').first()).toHaveText(file.sha256);

      const link = panel.locator('[data-slot="download-button-primary"][data-arch="x64"]');
      await expect(link).toHaveAttribute("href", `/downloads/${file.fileName}`);
      const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
      expect(download.suggestedFilename()).toBe(file.fileName);
      const bytes = await readFile((await download.path()) as string);
      expect(createHash("sha256").update(bytes).digest("hex")).toBe(file.sha256);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("should say plainly, before the buttons and on each of them, that the file is a demo (issue #38)", async ({
      page,
    }) => {
      await page.goto(`${prefix(locale)}/download/windows`);
      const panel = page.locator('[data-slot="download-panel"]');
      const note = panel.locator('[data-slot="download-demo-note"]');
      await expect(note).toBeVisible();
      const buttons = panel.locator('[data-slot="download-button-primary"]');
      await expect(buttons).toHaveCount(DOWNLOADS.windows.files.length);
      for (const button of await buttons.all())
        await expect(button).toHaveAttribute("data-demo", "true");
      // Read before the buttons.
      const noteBox = await note.boundingBox();
      const buttonBox = await buttons.first().boundingBox();
      expect(noteBox && buttonBox && noteBox.y < buttonBox.y).toBe(true);
      if (locale === "en") {
        await expect(note).toContainText("This is a demo build");
        await expect(buttons.first()).toHaveText("Download the demo file for Windows (x64)");
        await expect(page.getByRole("link", { name: "Get the Windows demo" })).toBeVisible();
        // The size shown is the served file's own.
        await expect(panel).toContainText(`${DOWNLOADS.windows.files[0]?.sizeBytes} bytes`);
      }
    });

    test("should never show the back-to-top button over a file's name or checksum on a 390 px phone", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${prefix(locale)}/download/windows`);
      await hydrate(page);
      const shown = await expectBackToTopNeverOver(page, '[data-slot="download-file"]');
      expect(shown).toBeGreaterThan(0);
    });

    // Issue #38: a Latin file name in a right-to-left sentence keeps its hyphens and dots
    // in place, also where it wraps in a narrow step card.
    for (const width of [1280, 390]) {
      test(`should show the installer's name in the first step in its own order at ${width} px`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${prefix(locale)}/download/windows`);
        const name = page.locator('[data-slot="install-step-file"]').first();
        await expect(name).toHaveText(DOWNLOADS.windows.files[0]?.fileName ?? "");
        // Isolated and left to right, so the bidi algorithm orders it as one Latin run on
        // every line it takes: the rule itself is checked, since a Range's boxes give each
        // character its logical place, not always where it is drawn.
        expect(
          await name.evaluate((element) => {
            const style = getComputedStyle(element);
            return [style.unicodeBidi, style.direction];
          }),
        ).toEqual(["isolate", "ltr"]);
      });
    }

    test("should answer 200 with the right bytes for every direct download", async ({
      request,
    }) => {
      for (const config of Object.values(DOWNLOADS)) {
        for (const file of config.files) {
          const response = await request.get(`/downloads/${file.fileName}`);
          expect(response.status(), file.fileName).toBe(200);
          const bytes = await response.body();
          expect(createHash("sha256").update(bytes).digest("hex")).toBe(file.sha256);
        }
      }
    });
  });
}
