import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Page, test } from "@playwright/test";

/**
 * Issue #39: a composition story shows what a visitor of the page it
 * composes reads. For the home page in Japanese, the story (the built
 * Storybook's iframe, `globals=locale:ja`) and the prerendered /ja page
 * (site/build/client, made by `npm run build:apps` before this lane runs)
 * must have the same headings, h1 to h3, and the same hero actions, in the
 * same order: a story that retyped or drifted from the site's words fails.
 */
const BUILT_CLIENT = process.env.SITE_BUILD_DIR
  ? join(process.env.SITE_BUILD_DIR, "client")
  : fileURLToPath(new URL("../../site/build/client", import.meta.url));

/** What a visitor reads of a page: its headings and the hero's buttons and links, whitespace folded. */
async function wordsOf(page: Page, root: string) {
  return page.locator(root).evaluate((element) => {
    // The build marks where a Japanese line may break with zero-width spaces
    // (phrase breaks, e2e/japanese-line-breaks.spec.ts): a hint for the line
    // breaker, not a word, so it is left out of the comparison.
    const text = (node: Element) =>
      (node.textContent ?? "").replaceAll("\u200b", "").replace(/\s+/g, " ").trim();
    return {
      headings: [...element.querySelectorAll("h1, h2, h3")].map(
        (heading) => `${heading.tagName.toLowerCase()} ${text(heading)}`,
      ),
      heroActions: [...element.querySelectorAll('[data-slot="hero"] :is(a, button)')].map(text),
    };
  });
}

test.describe("compositions speak the site's words", () => {
  // An approval run (`visual:approve`) shoots named stories only: nothing to compare then.
  test.skip(Boolean(process.env.VISUAL_STORIES), "approving baselines");

  test("given the home composition in Japanese, should show the prerendered /ja page's headings and hero actions, in order", async ({
    browser,
    page: storyPage,
  }) => {
    const file = join(BUILT_CLIENT, "ja", "index.html");
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build:apps\` first`);

    // The prerendered HTML as the server sends it, before any script runs.
    const site = await browser.newContext({ javaScriptEnabled: false });
    const sitePage = await site.newPage();
    await sitePage.route("**/*", (route) => route.abort());
    await sitePage.setContent(readFileSync(file, "utf8"));
    const page = await wordsOf(sitePage, "main");
    await site.close();

    await storyPage.goto(
      "/iframe.html?id=compositions-home--page&viewMode=story&globals=locale:ja",
    );
    await storyPage.locator('[data-slot="home-page"]').waitFor();
    const story = await wordsOf(storyPage, '[data-slot="home-page"]');

    expect(page.headings.length).toBeGreaterThan(5);
    expect(page.heroActions.length).toBe(2);
    expect(story).toEqual(page);
  });
});
