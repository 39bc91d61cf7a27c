import { expect, type Page, test } from "@playwright/test";
import { asReturningVisitor } from "./quiet-visit";
import { renderAllBands } from "./render-all-bands";

// Issue #38: Japanese has no spaces, and the browser's default breaking split
// words across lines in the /ja home headline (サー／バー, プラ／イバシー,
// スマート／フォン, インター／ネット). The site sets `word-break: auto-phrase`
// on Japanese text (site/src/app.css). This check reads where the lines of the
// served page really break (the line box of every character, from
// Range.getClientRects) and fails on a break inside a word.
//
// Words come from the browser's own Intl.Segmenter (ICU's Japanese dictionary).
// ICU cuts a few loanwords a reader sees as one (スマート|フォン): those are
// listed here and checked whole. Compounds of two words (スマート|テレビ,
// ノーログ|ポリシー) may break between them.
const WHOLE_WORDS = ["スマートフォン"];

interface Split {
  word: string;
  at: number;
  text: string;
  /** The word is wider than its whole line box: a layout fault, not a breaking one. */
  tooWide: boolean;
}

/** Every word of Japanese text in the page that the layout breaks across two lines. */
function findSplits(page: Page): Promise<Split[]> {
  return page.evaluate((wholeWords) => {
    const segmenter = new Intl.Segmenter("ja", { granularity: "word" });
    const splits: { word: string; at: number; text: string; tooWide: boolean }[] = [];
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
      // Words, with the loanwords ICU cuts in two put back together.
      const words: { start: number; end: number }[] = [];
      let previous: { start: number; end: number } | undefined;
      for (const segment of segmenter.segment(text)) {
        const end = segment.index + segment.segment.length;
        if (previous && wholeWords.includes(text.slice(previous.start, end))) {
          previous.end = end;
        } else if (segment.isWordLike) {
          previous = { start: segment.index, end };
          words.push(previous);
        } else {
          previous = undefined;
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
            const word = document.createRange();
            word.setStart(node, start);
            word.setEnd(node, end);
            const width = [...word.getClientRects()].reduce((sum, rect) => sum + rect.width, 0);
            const tooWide = width > parent.getBoundingClientRect().width;
            splits.push({ word: text.slice(start, end), at: index - start, text, tooWide });
          }
        }
      }
    }
    return splits;
  }, WHOLE_WORDS);
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // Bands after the first are laid out only near the screen (content-visibility:
  // auto): lay them all out, so every line of the page is measured.
  await renderAllBands(page);
  await page.evaluate(() => document.fonts.ready);
}

test.beforeEach(({ page }) => asReturningVisitor(page));

// Boxes narrower than one Japanese phrase: auto-phrase cannot place the phrase
// whole and Chromium falls back to breaking inside it (テ／レビ). These are
// layout faults still open in issue #38; Playwright reports when one passes.
const NARROW_BOXES: Record<string, string> = {
  "390 /ja": "the platform tiles' labels (107 px) are narrower than スマートテレビ (112 px)",
  "1280 /ja/pricing":
    "the included list's labels (124 px) are narrower than 切り替えは無制限 and ノーログポリシー (128 px)",
};

for (const [device, viewport] of [
  ["a phone", { width: 390, height: 844 }],
  ["a desktop", { width: 1280, height: 800 }],
] as const) {
  test.describe(`given ${device} (${viewport.width} px)`, () => {
    test.use({ viewport });

    for (const path of ["/ja", "/ja/pricing"]) {
      test(`should break no Japanese word across two lines on ${path}`, async ({ page }) => {
        const narrow = NARROW_BOXES[`${viewport.width} ${path}`];
        test.fail(narrow !== undefined, narrow);
        await open(page, path);
        const wordBreak = await page.evaluate(
          () => getComputedStyle(document.querySelector("h1") as Element).wordBreak,
        );
        expect(wordBreak).toBe("auto-phrase");
        const splits = await findSplits(page);
        expect(splits.filter((split) => !split.tooWide)).toEqual([]);
        // A word wider than its whole box must break somewhere, whatever the
        // rule: a layout fault (a box too narrow for the language), listed in
        // the report rather than failed here, until those boxes are widened.
        for (const split of splits.filter((split) => split.tooWide)) {
          test.info().annotations.push({
            type: "word wider than its box",
            description: `${split.word} in "${split.text}"`,
          });
        }
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
    expect(splits.filter((split) => !split.tooWide).length).toBeGreaterThan(0);
  });
});
