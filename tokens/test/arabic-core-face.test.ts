import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { buildTokenOutputs } from "../scripts/lib/build-token-outputs";
import {
  arabicCoreFile,
  arabicCoreRange,
  scriptFontFiles,
} from "../scripts/lib/emit-script-fonts-css";
import { subsetFontFile } from "../scripts/lib/subset-font-file";
import { parseUnicodeRange, subtractRanges } from "../scripts/lib/unicode-ranges";
import { parseCssBlocks } from "./support/css-blocks";
import { drawingDifferences, runsWithin, sfnt, shapeText as shape } from "./support/shape-text";

/**
 * Arabic copy of the kind the site shows: joining letters, lam-alef and the
 * Allah ligature, harakat and shadda, tatweel, hamza forms, Persian and Urdu
 * letters, Arabic-Indic digits (the package's face's: the site prints Latin
 * digits) and Arabic punctuation, with an LTR mark and a zero-width non-joiner.
 */
const sentences = [
  "احمِ اتصالك بشبكة خاصة افتراضية سريعة وآمنة، في أي مكان وعلى كل أجهزتك.",
  "هل تريد تجربة مجانية؟ ابدأ الآن؛ لا حاجة إلى بطاقة ائتمان.",
  "لا لأ لإ لآ الله مُحَمَّدٌ شَدّة ـــ مؤسسة إحصاء سؤال رئيس شيء",
  "پ چ ژ گ ک ی ٹ ڈ ڑ ں ہ ے ۓ ھ ۀ",
  "٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹ ٪ ٫ ٬ \u200eVPN\u200e می\u200cخواهم",
];

/** Every letter of the core face alone and in each joining position (tatweel joins it). */
function letterForms(): string[] {
  const forms: string[] = [];
  for (const [start, end] of [
    [0x0621, 0x063a],
    [0x0641, 0x064a],
  ] as const) {
    for (let codePoint = start; codePoint <= end; codePoint++) {
      const letter = String.fromCodePoint(codePoint);
      forms.push(letter, `${letter}\u0640`, `\u0640${letter}\u0640`, `\u0640${letter}`);
    }
  }
  return forms;
}

let full: Uint8Array;
let core: Uint8Array;
let coreWoff2: Buffer;
beforeAll(async () => {
  const file = scriptFontFiles().find((entry) => entry.name === arabicCoreFile);
  if (!file?.subset) throw new Error("no Arabic core face among the font files");
  coreWoff2 = await subsetFontFile(file.from, file.subset.keep, file.subset.weights);
  full = await sfnt(readFileSync(file.from));
  core = await sfnt(coreWoff2);
}, 60_000);

describe("given the Arabic core face, subset from Noto Sans Arabic's Arabic face", () => {
  it("should be under a seventh of the package's face, which every Arabic page used to wait for", () => {
    const file = scriptFontFiles().find((entry) => entry.name === arabicCoreFile);
    const original = readFileSync(file?.from ?? "").length;
    // 22 KB of 166 KB; the whole Arabic block, Persian and Urdu included, was 67 KB,
    // and the core face with the Arabic-Indic digits and the whole weight axis 32 KB.
    expect(coreWoff2.length).toBeLessThan(original / 7);
  });

  it("should keep only the weights of the tokens' scale, 400 to 800, of the weight axis", () => {
    const file = scriptFontFiles().find((entry) => entry.name === arabicCoreFile);
    expect(file?.subset?.weights).toEqual({ min: 400, max: 800 });
  });

  // The subsetter interpolates the cut axis's weights anew: within a unit in 2,048 (shape-text.ts).
  it.each([400, 500, 600, 700, 800])(
    "should draw Arabic copy with the same outlines at the same positions as the package's face (wght %i)",
    (weight) => {
      for (const text of sentences.flatMap((text) => runsWithin(text, arabicCoreRange))) {
        const shaped = shape(core, text, weight);
        expect(
          shaped.some((glyph) => glyph.path === ""),
          text,
        ).toBe(false);
        expect(drawingDifferences(shaped, shape(full, text, weight), 1), text).toEqual([]);
      }
    },
  );

  it.each([400, 800])(
    "should draw every letter of the core face in every joining position as the package's face does (wght %i)",
    (weight) => {
      for (const text of letterForms()) {
        expect(
          drawingDifferences(shape(core, text, weight), shape(full, text, weight), 1),
          text,
        ).toEqual([]);
      }
    },
  );

  it("should be the same bytes each time it is built (hashed file names stay put)", async () => {
    const file = scriptFontFiles().find((entry) => entry.name === arabicCoreFile);
    const again = await subsetFontFile(
      file?.from ?? "",
      file?.subset?.keep ?? "",
      file?.subset?.weights,
    );
    expect(again.equals(coreWoff2)).toBe(true);
  });
});

describe("given fonts-arabic.css", () => {
  const faces = () =>
    parseCssBlocks(buildTokenOutputs().fontsArabicCss).filter((block) =>
      block.declarations.get("src")?.includes("url("),
    );

  it("should give Arabic's own characters to the core face, and the rest of the package's face's range to the package's face", () => {
    const byFile = new Map(
      faces().map((block) => [
        /url\(\.\/fonts\/([^)]+)\)/.exec(block.declarations.get("src") ?? "")?.[1],
        parseUnicodeRange(block.declarations.get("unicode-range") ?? ""),
      ]),
    );
    const coreRange = byFile.get(arabicCoreFile);
    const restRange = byFile.get("noto-sans-arabic-arabic-wght-normal.woff2");
    expect(coreRange).toEqual([
      [0x060c, 0x060c],
      [0x061b, 0x061b],
      [0x061f, 0x061f],
      [0x0621, 0x063a],
      [0x0640, 0x0655],
      [0x0670, 0x0670],
      [0x200c, 0x200e],
      [0x2010, 0x2011],
    ]);
    // No letter in both: a page never fetches the package's face for the Arabic block.
    expect(subtractRanges(coreRange ?? [], restRange ?? [])).toEqual(coreRange);
    expect(restRange).toContainEqual([0x0750, 0x077f]);
    // Persian and Urdu letters (پ U+067E, ی U+06CC) and the Arabic-Indic digits (٣ U+0663) are the package face's.
    for (const letter of [0x067e, 0x06cc, 0x0663]) {
      expect(restRange?.some(([start, end]) => letter >= start && letter <= end)).toBe(true);
    }
    expect(restRange).toContainEqual([0xfb50, 0xfdff]);
  });
});
