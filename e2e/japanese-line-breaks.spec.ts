import { expect, type Page, test } from "@playwright/test";
import { asReturningVisitor } from "./quiet-visit";

// Issue #38: Japanese has no spaces, and the browser's default breaking split
// words across lines in the /ja home headline (サー／バー, プラ／イバシー,
// スマート／フォン, インター／ネット). The site sets `word-break: auto-phrase`
// on Japanese text (site/src/app.css). This check reads where the lines of the
// served page really break (the line box of every character, from
// Range.getClientRects) and fails on a break inside a word.
//
// Words come from the browser's own Intl.Segmenter (ICU's Japanese dictionary),
// with a run of katakana words taken as one word, as ICU cuts some loanwords
// (スマート|フォン) that a reader sees as one.

interface Split {
  word: string;
  at: number;
  text: string;
}

/** Every word of Japanese text in the page that the layout breaks across two lines. */
function findSplits(page: Page): Promise<Split[]> {
  return page.evaluate(() => {
    const katakana = /^[\u30A0-\u30FF]+$/;
    const segmenter = new Intl.Segmenter("ja", { granularity: "word" });
    const splits: { word: string; at: number; text: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      const parent = node.parentElement;
      if (!parent || !/[\u3040-\u30FF\u4E00-\u9FFF]/.test(text)) continue;
      if (parent.closest("script, style, [hidden], [aria-hidden='true']")) continue;
      if (!parent.closest("[lang]")?.getAttribute("lang")?.startsWith("ja")) continue;
      // The top of each character's line box; null where the character draws nothing.
      const tops: (number | null)[] = [];
      const range = document.createRange();
      for (let index = 0; index < text.length; index++) {
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rect = range.getClientRects()[0];
        tops.push(rect && rect.width > 0 ? rect.top : null);
      }
      // Words, with runs of katakana words merged into one.
      const words: { start: number; end: number }[] = [];
      for (const segment of segmenter.segment(text)) {
        const end = segment.index + segment.segment.length;
        const last = words.at(-1);
        if (
          last &&
          katakana.test(segment.segment) &&
          katakana.test(text.slice(last.start, last.end))
        ) {
          last.end = end;
        } else if (segment.isWordLike) {
          words.push({ start: segment.index, end });
        }
      }
      // A new line: the next character sits at least half an em lower.
      const fontSize = Number.parseFloat(getComputedStyle(parent).fontSize) || 16;
      for (const { start, end } of words) {
        for (let index = start + 1; index < end; index++) {
          const before = tops[index - 1];
          const after = tops[index];
          if (before == null || after == null) continue;
          if (after - before > fontSize / 2) {
            splits.push({ word: text.slice(start, end), at: index - start, text });
          }
        }
      }
    }
    return splits;
  });
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // Bands after the first are laid out only near the screen (content-visibility:
  // auto): lay them all out, so every line of the page is measured.
  await page.addStyleTag({
    content: "* { content-visibility: visible !important; }",
  });
  await page.evaluate(() => document.fonts.ready);
}

test.beforeEach(({ page }) => asReturningVisitor(page));

for (const [device, viewport] of [
  ["a phone", { width: 390, height: 844 }],
  ["a desktop", { width: 1280, height: 800 }],
] as const) {
  test.describe(`given ${device} (${viewport.width} px)`, () => {
    test.use({ viewport });

    for (const path of ["/ja", "/ja/pricing"]) {
      test(`should break no Japanese word across two lines on ${path}`, async ({ page }) => {
        await open(page, path);
        const wordBreak = await page.evaluate(
          () => getComputedStyle(document.querySelector("h1") as Element).wordBreak,
        );
        expect(wordBreak).toBe("auto-phrase");
        expect(await findSplits(page)).toEqual([]);
      });
    }
  });
}

test.describe("given the browser's default breaking of Japanese", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("should find the words the issue saw split, so the check above can fail", async ({
    page,
  }) => {
    await open(page, "/ja");
    await page.addStyleTag({ content: ":lang(ja) { word-break: normal !important; }" });
    const splits = await findSplits(page);
    expect(splits.length).toBeGreaterThan(0);
  });
});
