import { expect, type Page, test } from "@playwright/test";
import { hydrate } from "./hydrate";
import { asReturningVisitor } from "./quiet-visit";

// The design system's FAQ is native <details>/<summary> (issue #16: no client
// code for content). Enter and Space on a summary are the browser's own, which
// only trusted key presses reach: a story's play function cannot press them.

const faq = (page: Page) => page.locator('[data-slot="faq"]').first();
const openStates = (page: Page) =>
  faq(page)
    .locator('[data-slot="faq-item"]')
    .evaluateAll((items) => items.map((item) => (item as HTMLDetailsElement).open));

test.describe("given the home page's FAQ", () => {
  for (const locale of ["en", "ar"] as const) {
    test(`should open and close a question with Enter and Space, one at a time, on ${locale === "en" ? "" : `/${locale}`}/`, async ({
      page,
    }) => {
      await asReturningVisitor(page);
      await page.goto(locale === "en" ? "/" : `/${locale}`);
      await hydrate(page);
      const questions = faq(page).locator('[data-slot="faq-trigger"]');
      const count = await questions.count();
      expect(count).toBeGreaterThan(2);
      const closed = Array<boolean>(count).fill(false);
      expect(await openStates(page)).toEqual(closed);

      await questions.nth(0).focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => openStates(page)).toEqual(closed.map((_, i) => i === 0));
      await expect(faq(page).locator('[data-slot="faq-answer"]').first()).toBeVisible();

      await page.keyboard.press("Tab");
      await expect(questions.nth(1)).toBeFocused();
      await page.keyboard.press("Space");
      await expect.poll(() => openStates(page)).toEqual(closed.map((_, i) => i === 1));

      await page.keyboard.press("Space");
      await expect.poll(() => openStates(page)).toEqual(closed);
    });
  }

  test("should open a question without JavaScript, with every answer in the HTML", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    const answers = faq(page).locator('[data-slot="faq-answer"]');
    expect(await answers.count()).toBeGreaterThan(2);
    for (const text of await answers.allTextContents()) expect(text.trim()).not.toBe("");
    await expect(answers.first()).toBeHidden();
    await faq(page).locator('[data-slot="faq-trigger"]').first().click();
    await expect(answers.first()).toBeVisible();
    await faq(page).locator('[data-slot="faq-trigger"]').nth(1).click();
    await expect(answers.nth(1)).toBeVisible();
    await expect(answers.first()).toBeHidden();
    await context.close();
  });
});
