import { expect, type Page, test } from "@playwright/test";
import { breakPhrases, PHRASE_BREAK } from "../site/scripts/japanese-phrases";
import { hydrate } from "./hydrate";
import { asReturningVisitor } from "./quiet-visit";
import { renderAllBands } from "./render-all-bands";

// Issue #38: Japanese has no spaces, and the browser's default breaking split
// words across lines in the /ja home headline (サー／バー, プラ／イバシー,
// スマート／フォン, インター／ネット). Chromium breaks Japanese between phrases
// (`word-break: auto-phrase`, site/src/app.css); a browser without it keeps
// words whole (`keep-all`) and breaks at the zero-width spaces the build puts
// between BudouX's phrases (site/scripts/japanese-phrases.ts). This check reads
// where the lines of the served page really break (the line box of every
// character, from Range.getClientRects) and compares them with BudouX's
// phrases and the browser's words (Intl.Segmenter, ICU's dictionary, with the
// loanwords ICU cuts that a reader sees as one put back): expectNoSplits says
// which break fails, with and without auto-phrase.
//
// A phrase wider than its whole box must break somewhere, whatever the rule: a
// layout fault (a box too narrow for the language), listed in the report, and
// failed when the break splits a word.
const WHOLE_WORDS = ["スマートフォン"];

/** One run of Japanese text as laid out: each character's line top (null where it draws nothing) and width. */
interface LaidOutText {
  text: string;
  tops: (number | null)[];
  widths: number[];
  boxWidth: number;
  fontSize: number;
}

interface Split {
  phrase: string;
  at: number;
  text: string;
  /** The phrase is wider than its whole line box: a layout fault, not a breaking one. */
  tooWide: boolean;
  /** The break is inside a word, not between two words of a compound. */
  insideWord: boolean;
}

/** Every text node of Japanese in the page, with where its characters sit. */
function layOut(page: Page): Promise<LaidOutText[]> {
  return page.evaluate(() => {
    const laidOut: LaidOutText[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      const parent = node.parentElement;
      if (!parent || !/[\u3040-\u30FF\u4E00-\u9FFF]/.test(text)) continue;
      if (parent.closest("script, style, [hidden], [aria-hidden='true']")) continue;
      if (!parent.closest("[lang]")?.getAttribute("lang")?.startsWith("ja")) continue;
      const tops: (number | null)[] = [];
      const widths: number[] = [];
      const range = document.createRange();
      for (let index = 0; index < text.length; index++) {
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rect = range.getClientRects()[0];
        tops.push(rect && rect.width > 0 ? rect.top : null);
        widths.push(rect?.width ?? 0);
      }
      laidOut.push({
        text,
        tops,
        widths,
        boxWidth: parent.getBoundingClientRect().width,
        fontSize: Number.parseFloat(getComputedStyle(parent).fontSize) || 16,
      });
    }
    return laidOut;
  });
}

/** Ranges [start, end) of `text` that `boundaries` (of the text without phrase breaks) cut it into. */
function spans(text: string, pieces: string[]): { start: number; end: number }[] {
  const result: { start: number; end: number }[] = [];
  let index = 0;
  for (const piece of pieces) {
    while (text[index] === PHRASE_BREAK) index++;
    let end = index;
    for (let taken = 0; taken < piece.length; end++) if (text[end] !== PHRASE_BREAK) taken++;
    result.push({ start: index, end });
    index = end;
  }
  return result;
}

/** ICU's words, with the loanwords it cuts in two put back together. */
function words(plain: string): string[] {
  const segmenter = new Intl.Segmenter("ja", { granularity: "word" });
  const result: string[] = [];
  let joinable = false;
  for (const { segment } of segmenter.segment(plain)) {
    const last = result.at(-1);
    if (joinable && last !== undefined && WHOLE_WORDS.includes(last + segment)) {
      result[result.length - 1] = last + segment;
    } else {
      result.push(segment);
    }
    joinable = true;
  }
  return result;
}

/** Every break of a line inside one of BudouX's phrases. */
function findSplits(laidOut: LaidOutText[]): Split[] {
  const splits: Split[] = [];
  for (const { text, tops, widths, boxWidth, fontSize } of laidOut) {
    const plain = text.replaceAll(PHRASE_BREAK, "");
    const phrases = spans(text, breakPhrases(plain).split(PHRASE_BREAK));
    const wordStarts = new Set(spans(text, words(plain)).map(({ start }) => start));
    for (const { start, end } of phrases) {
      // A new line: the next drawn character sits at least half an em lower.
      let before: number | null = null;
      let beforeIndex = start;
      for (let index = start; index < end; index++) {
        const top = tops[index] ?? null;
        if (top === null) continue;
        // A phrase may hold Latin words (UPI・Alipay・WeChat Pay): a break at a
        // space, after punctuation or before an opening bracket splits no word.
        const between =
          /\s/u.test(text.slice(beforeIndex, index + 1)) ||
          /\p{P}/u.test(text[beforeIndex] ?? "") ||
          /[\p{Ps}\p{Pi}]/u.test(text[index] ?? "");
        if (before !== null && top - before > fontSize / 2 && !between) {
          const width = widths.slice(start, end).reduce((sum, each) => sum + each, 0);
          splits.push({
            phrase: text.slice(start, end).replaceAll(PHRASE_BREAK, ""),
            at: index - start,
            text: plain,
            tooWide: width > boxWidth,
            insideWord: !wordStarts.has(index),
          });
        }
        before = top;
        beforeIndex = index;
      }
    }
  }
  return splits;
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // Bands after the first are laid out only near the screen (content-visibility:
  // auto): lay them all out, so every line of the page is measured.
  await renderAllBands(page);
  await page.evaluate(() => document.fonts.ready);
}

/**
 * Plays a browser without `auto-phrase` (Safari, Firefox) in Chromium: the
 * site's `@supports not (word-break: auto-phrase)` rules are applied and every
 * `auto-phrase` is taken out ("fallback"), or only the latter ("default", the
 * browser's own breaking). Through the CSSOM: the page's Content-Security-Policy
 * blocks an injected `<style>` (render-all-bands.ts).
 */
async function withoutAutoPhrase(page: Page, mode: "fallback" | "default"): Promise<void> {
  await page.evaluate((applyFallback) => {
    for (const sheet of document.styleSheets) {
      const fallback: string[] = [];
      const visit = (rules: CSSRuleList) => {
        for (const rule of rules) {
          if (rule instanceof CSSSupportsRule && rule.conditionText.includes("auto-phrase")) {
            fallback.push(...[...rule.cssRules].map((inner) => inner.cssText));
          } else if (rule instanceof CSSStyleRule && rule.style.wordBreak === "auto-phrase") {
            rule.style.removeProperty("word-break");
          }
          if ("cssRules" in rule) visit(rule.cssRules as CSSRuleList);
        }
      };
      visit(sheet.cssRules);
      if (applyFallback) for (const text of fallback) sheet.insertRule(text, sheet.cssRules.length);
    }
  }, mode === "fallback");
}

const wordBreakOfHeading = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.querySelector("h1") as Element).wordBreak);

/**
 * Where lines may break, by who decides. `budoux`: the fallback breaks only at
 * the build's phrase breaks, so a break inside a BudouX phrase fails (and, in
 * a phrase wider than its box, one inside a word). `auto-phrase`: Chromium
 * finds phrases with its own model, a relative of BudouX that cuts a few
 * phrases between two words (利用|可能, なる|わけでは); a break fails where it
 * splits a word as well as a BudouX phrase.
 */
async function expectNoSplits(page: Page, breaker: "budoux" | "auto-phrase"): Promise<void> {
  const splits = findSplits(await layOut(page));
  const faults = splits.filter((split) =>
    breaker === "budoux" ? !split.tooWide || split.insideWord : split.insideWord,
  );
  expect(faults).toEqual([]);
  for (const split of splits) {
    test.info().annotations.push({
      type: split.tooWide ? "phrase wider than its box" : "phrase broken between its words",
      description: `${split.phrase} in "${split.text}"`,
    });
  }
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
        expect(await wordBreakOfHeading(page)).toBe("auto-phrase");
        await expectNoSplits(page, "auto-phrase");
      });

      test(`given a browser without auto-phrase, should break no BudouX phrase across two lines on ${path}`, async ({
        page,
      }) => {
        await open(page, path);
        await withoutAutoPhrase(page, "fallback");
        expect(await wordBreakOfHeading(page)).toBe("keep-all");
        await expectNoSplits(page, "budoux");
      });
    }
  });
}

test.describe("given the browser's default breaking of Japanese", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("should find phrases split, so the checks above can fail", async ({ page }) => {
    await open(page, "/ja");
    await withoutAutoPhrase(page, "default");
    expect(await wordBreakOfHeading(page)).toBe("normal");
    const splits = findSplits(await layOut(page));
    expect(splits.filter((split) => !split.tooWide && split.insideWord).length).toBeGreaterThan(0);
  });
});

test.describe("given the phrase breaks in the prerendered Japanese", () => {
  for (const path of ["/ja", "/ja/pricing"]) {
    test(`should hydrate ${path} with the same breaks and no hydration error`, async ({ page }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      page.on("console", (entry) => {
        // React reports a mismatch as error #418 (minified) or in words.
        if (/hydrat|#418|#419|#423|#425/i.test(entry.text())) errors.push(entry.text());
      });
      await page.goto(path);
      const heading = page.locator("h1");
      const served = await heading.evaluate((element) => element.textContent);
      expect(served).toContain(PHRASE_BREAK);
      await hydrate(page);
      expect(await heading.evaluate((element) => element.textContent)).toBe(served);
      expect(errors).toEqual([]);
    });
  }
});
