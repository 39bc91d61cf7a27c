import { expect, test } from "@playwright/test";
import {
  fontconfigWithJapaneseStandIn,
  fontconfigWithoutCjk,
} from "../scripts/fontconfig-without-cjk.mjs";
import { withFonts } from "./device-fonts";
import { hydrate } from "./hydrate";
import { asReturningVisitor } from "./quiet-visit";

// Issue #34: a device with a Japanese face of its own never fetches a slice,
// so the web font's ~120 rules would only cost it their matching. The stand-in
// lists the machine's Noto CJK outlines under Hiragino Sans's names only.
const hasNotoCjk = fontconfigWithoutCjk({ only: /Noto Sans CJK JP/ }).rejected.length > 0;

test.use(withFonts(hasNotoCjk ? fontconfigWithJapaneseStandIn().env : {}));

test.beforeEach(({ page }) => asReturningVisitor(page));

test.describe("given an iPhone-like device, whose Japanese face is Hiragino Sans", () => {
  test.skip(!hasNotoCjk, "the stand-in needs Noto Sans CJK JP on this machine (fonts-noto-cjk)");

  test("should draw Japanese with it, and never add the web font's sheet", async ({ page }) => {
    const sheets: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") sheets.push(new URL(request.url()).pathname);
    });
    await page.goto("/ja");
    await hydrate(page);
    await page.waitForLoadState("load");
    // The inline script and React's effect each decide once the face has loaded.
    await page.waitForFunction(() => document.fonts.status === "loaded");
    expect(
      await page.evaluate(() =>
        [...document.fonts].some(
          (face) => face.family.replace(/"/g, "") === "Japanese Local" && face.status === "loaded",
        ),
      ),
    ).toBe(true);
    await page.waitForTimeout(500);
    await expect(page.locator("head link[data-late-stylesheet]")).toHaveCount(0);
    expect(sheets.some((path) => path.includes("fonts-japanese-web"))).toBe(false);
  });
});
