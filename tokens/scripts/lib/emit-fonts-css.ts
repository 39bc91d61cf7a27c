import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { generatedNotice } from "./generated-header";
import { formatUnicodeRange, parseUnicodeRange } from "./unicode-ranges";

/** The three web-font packages, in the order of the `font.family.sans` stack. */
export const fontPackages = [
  "@fontsource-variable/inter",
  "@fontsource-variable/noto-sans-arabic",
  "@fontsource-variable/noto-sans-jp",
] as const;

/**
 * "Inter Fallback": Arial (or Liberation Sans / Arimo, which share Arial's
 * metrics) scaled to Inter's, so text rendered before Inter arrives takes the
 * same space and nothing shifts when it swaps in (font-display: swap).
 * Inter 4: ascent 1984, descent 494 per 2048 units (read from the packaged
 * woff2); average character width 1335/2816 em for Inter against 904/2048 em
 * for Arial (Capsize's metrics, the same ones next/font uses).
 */
const inter = { ascent: 1984 / 2048, descent: 494 / 2048, lineGap: 0, averageWidth: 1335 / 2816 };
const arialAverageWidth = 904 / 2048;

export const interFallbackMetrics = (() => {
  const sizeAdjust = inter.averageWidth / arialAverageWidth;
  const percent = (ratio: number) => `${Math.round(ratio * 10000) / 100}%`;
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(inter.ascent / sizeAdjust),
    descentOverride: percent(inter.descent / sizeAdjust),
    lineGapOverride: percent(inter.lineGap),
  };
})();

/**
 * The fallback covers only what Inter covers: otherwise Arial would catch
 * Arabic letters before "Noto Sans Arabic Variable" in the stack does.
 */
function interUnicodeRange(): string {
  const require = createRequire(import.meta.url);
  const ranges = JSON.parse(
    readFileSync(require.resolve("@fontsource-variable/inter/unicode.json"), "utf8"),
  ) as Record<string, string>;
  // Sorted and merged: the package's subsets overlap (U+0304 is in four), and
  // every page's render-blocking CSS carries this range twice.
  return formatUnicodeRange(parseUnicodeRange(Object.values(ranges).join(",")));
}

type FaceMetrics = { sizeAdjust: string; ascent: string; descent: string; lineGap: string };

function fallbackFace(
  family: string,
  weight: string,
  sources: readonly string[],
  metrics: FaceMetrics,
  unicodeRange: string,
): string {
  return [
    "@font-face {",
    `  font-family: "${family}";`,
    "  font-style: normal;",
    `  font-weight: ${weight};`,
    `  src: ${sources.map((name) => `local("${name}")`).join(", ")};`,
    `  size-adjust: ${metrics.sizeAdjust};`,
    `  ascent-override: ${metrics.ascent};`,
    `  descent-override: ${metrics.descent};`,
    `  line-gap-override: ${metrics.lineGap};`,
    `  unicode-range: ${unicodeRange};`,
    "}",
  ].join("\n");
}

const interMetrics: FaceMetrics = {
  sizeAdjust: interFallbackMetrics.sizeAdjust,
  ascent: interFallbackMetrics.ascentOverride,
  descent: interFallbackMetrics.descentOverride,
  lineGap: interFallbackMetrics.lineGapOverride,
};

/**
 * "Noto Sans Arabic Fallback": the same design where the system has it
 * (Android, most Linux desktops: exact metrics), else the platform's Arabic
 * face with the web font's vertical metrics (hhea of the packaged woff2: Noto
 * Sans Arabic 1374/738 per 1000 units), so line boxes keep their height when
 * the web font swaps in. Widths are the system face's own; Arabic widths
 * vary a little by face. Japanese: "Japanese Local" with Noto Sans JP's
 * metrics (1160/288), and "Noto Sans JP Fallback", a placeholder face.
 */
const arabicMetrics: FaceMetrics = {
  sizeAdjust: "100%",
  ascent: "137.4%",
  descent: "73.8%",
  lineGap: "0%",
};
const japaneseMetrics: FaceMetrics = {
  sizeAdjust: "100%",
  ascent: "116%",
  descent: "28.8%",
  lineGap: "0%",
};
/** The Arabic block, its supplements and presentation forms. */
const arabicRange = "U+0600-06FF,U+0750-077F,U+0870-08FF,U+FB50-FDFF,U+FE70-FEFC";
/** CJK punctuation, kana, CJK ideographs and full-width forms. */
const japaneseRange = "U+3000-30FF,U+3400-4DBF,U+4E00-9FFF,U+F900-FAFF,U+FF00-FFEF";

/**
 * "Japanese Local": the Japanese face the device has, ahead of the web font in
 * the stack (issue #34). Noto Sans JP / Noto Sans CJK JP (Android, most Linux:
 * the web font's own design) first, then the faces Japanese sites name for
 * Apple's systems (Hiragino Sans, Hiragino Kaku Gothic ProN) and Windows (Yu
 * Gothic, whose Medium reads as a regular weight on screen, Yu Gothic UI,
 * Meiryo). The browser draws from the first `local()` source it finds and
 * fetches nothing; where the device has none of them, the face fails and the
 * web font's slices draw the page. Every phone and computer a Japanese
 * visitor uses has one, so a Japanese page fetches none of the ~120 slices
 * (an iPhone or a Windows PC fetched 650 KB of them on `/ja`). The web font's
 * vertical metrics, as the fallback's, keep line boxes the same whichever
 * face draws (Meiryo's own are 40 % taller); kana and kanji are one em wide in
 * every Japanese face, so lines break in the same places. Regular (100–549)
 * and Bold (550–900) are two faces, each naming that weight's files, so a
 * device with Regular only (Android) gets real bold from the web font, not a
 * synthetic one; 500 is drawn in Regular and 600 in Bold.
 */
export const japaneseLocalSources = {
  regular: [
    "Noto Sans JP Regular",
    "NotoSansJP-Regular",
    "Noto Sans CJK JP",
    "Noto Sans CJK JP Regular",
    "NotoSansCJKjp-Regular",
    "Hiragino Sans W3",
    "HiraginoSans-W3",
    "Hiragino Kaku Gothic ProN W3",
    "HiraKakuProN-W3",
    "Yu Gothic Medium",
    "YuGothic-Medium",
    "Yu Gothic UI Regular",
    "YuGothicUI-Regular",
    "Meiryo",
  ],
  bold: [
    "Noto Sans JP Bold",
    "NotoSansJP-Bold",
    "Noto Sans CJK JP Bold",
    "NotoSansCJKjp-Bold",
    "Hiragino Sans W6",
    "HiraginoSans-W6",
    "Hiragino Kaku Gothic ProN W6",
    "HiraKakuProN-W6",
    "Yu Gothic Bold",
    "YuGothic-Bold",
    "Yu Gothic UI Bold",
    "YuGothicUI-Bold",
    "Meiryo Bold",
    "Meiryo-Bold",
  ],
} as const;

export function japaneseLocalFaces(): string {
  return [
    fallbackFace(
      "Japanese Local",
      "100 549",
      japaneseLocalSources.regular,
      japaneseMetrics,
      japaneseRange,
    ),
    fallbackFace(
      "Japanese Local",
      "550 900",
      japaneseLocalSources.bold,
      japaneseMetrics,
      japaneseRange,
    ),
  ].join("\n\n");
}

/**
 * The placeholder face's file (placeholder-font.ts): "Noto Sans JP Fallback"
 * where the device has no Japanese face. A site may inline it (a few hundred
 * bytes) so that it is there for the first layout.
 */
export const japanesePlaceholderFile = "noto-sans-jp-placeholder.woff2";

/** "Noto Sans JP Fallback": blank glyphs one em wide, with Noto Sans JP's ascent and descent. */
export const japanesePlaceholder = {
  family: "Noto Sans JP Fallback",
  ascent: 1160,
  descent: 288,
  unitsPerEm: 1000,
  range: japaneseRange,
} as const;

function placeholderFace(): string {
  return [
    "@font-face {",
    `  font-family: "${japanesePlaceholder.family}";`,
    "  font-style: normal;",
    "  font-weight: 100 900;",
    "  font-display: block;",
    `  src: url(./fonts/${japanesePlaceholderFile}) format("woff2");`,
    `  unicode-range: ${japaneseRange};`,
    "}",
  ].join("\n");
}

/** The metric-matched fallback faces, one block per script. */
export function fallbackFaces(): { inter: string; arabic: string; japanese: string } {
  const interRange = interUnicodeRange();
  return {
    inter: [
      fallbackFace(
        "Inter Fallback",
        "100 549",
        ["Arial", "ArialMT", "Liberation Sans", "Arimo"],
        interMetrics,
        interRange,
      ),
      fallbackFace(
        "Inter Fallback",
        "550 900",
        ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "Arimo Bold"],
        interMetrics,
        interRange,
      ),
    ].join("\n\n"),
    arabic: fallbackFace(
      "Noto Sans Arabic Fallback",
      "100 900",
      [
        "Noto Sans Arabic",
        "Noto Sans Arabic Regular",
        "NotoSansArabic-Regular",
        "Geeza Pro",
        "Segoe UI",
        "Tahoma",
      ],
      arabicMetrics,
      arabicRange,
    ),
    japanese: placeholderFace(),
  };
}

export function emitFontsCss(): string {
  return [
    `/* ${generatedNotice} */`,
    "",
    "/*",
    " * Every script in one stylesheet (138 rules, ~34 KB gzip): simplest for a",
    " * consumer, but render-blocking on every page. A site that knows its page's",
    " * language links fonts-latin.css plus fonts-cyrillic.css, fonts-arabic.css or",
    " * fonts-japanese.css instead. Each package declares its faces with",
    " * unicode-range and font-display: swap, so a page downloads only the subsets",
    ' * its text uses. Japanese is always the web font\'s here: "Japanese Local",',
    " * the device's own Japanese face, is declared in fonts-japanese.css only, so what this",
    " * sheet draws (Storybook, its visual baselines) is the same on every machine.",
    " */",
    ...fontPackages.map((name) => `@import "${name}";`),
    "",
    "/* Metric-compatible fallbacks (see font.family.sans). */",
    ...Object.values(fallbackFaces()).flatMap((faces) => [faces, ""]),
  ].join("\n");
}
