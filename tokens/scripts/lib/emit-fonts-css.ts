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
 * "Noto Sans Arabic Fallback" and "Noto Sans JP Fallback": the same design
 * where the system has it (Android, most Linux desktops: exact metrics), else
 * the platform's Arabic or Japanese face with the web font's vertical
 * metrics (hhea of the packaged woff2: Noto Sans Arabic 1374/738, Noto Sans JP
 * 1160/288 per 1000 units), so line boxes keep their height when the web font
 * swaps in. Widths are the system face's own: Japanese glyphs are a full em
 * in every face; Arabic widths vary a little by face.
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
 * "Noto Sans JP Local": Noto Sans JP's own design where the device already has
 * it installed, ahead of the web font in the stack (issue #14: `/ja`). Noto Sans
 * JP and Noto Sans CJK JP are the same typeface (Source Han Sans); Android and
 * most Linux desktops ship the CJK build, so a Japanese page there needs none
 * of the web font's ~120 slices (660 KB on `/ja`), and nothing relayouts as
 * slices arrive. Only those names are listed, never Hiragino or Yu Gothic, so
 * a device without Noto keeps the web font and the design. A weight the
 * device lacks (Android ships Regular only) fails its local() and falls
 * through to the web font, rather than being drawn as a synthetic bold. The
 * web font's vertical metrics, as the fallback's, keep line boxes identical.
 */
const japaneseLocalWeights = [
  {
    weight: "100 549",
    sources: [
      "Noto Sans JP Regular",
      "NotoSansJP-Regular",
      "Noto Sans CJK JP",
      "Noto Sans CJK JP Regular",
      "NotoSansCJKjp-Regular",
    ],
  },
  {
    weight: "550 900",
    sources: [
      "Noto Sans JP Bold",
      "NotoSansJP-Bold",
      "Noto Sans CJK JP Bold",
      "NotoSansCJKjp-Bold",
    ],
  },
] as const;

export function japaneseLocalFaces(): string {
  return japaneseLocalWeights
    .map(({ weight, sources }) =>
      fallbackFace("Noto Sans JP Local", weight, sources, japaneseMetrics, japaneseRange),
    )
    .join("\n\n");
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
    japanese: fallbackFace(
      "Noto Sans JP Fallback",
      "100 900",
      [
        "Noto Sans JP",
        "Noto Sans JP Regular",
        "NotoSansJP-Regular",
        "Noto Sans CJK JP",
        "Noto Sans CJK JP Regular",
        "NotoSansCJKjp-Regular",
        "Hiragino Sans W3",
        "HiraginoSans-W3",
        "Yu Gothic Regular",
        "YuGothic-Regular",
        "Meiryo",
      ],
      japaneseMetrics,
      japaneseRange,
    ),
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
    ' * its text uses. Japanese is always the web font\'s here: "Noto Sans JP Local",',
    " * the device's own Noto, is declared in fonts-japanese.css only, so what this",
    " * sheet draws (Storybook, its visual baselines) is the same on every machine.",
    " */",
    ...fontPackages.map((name) => `@import "${name}";`),
    "",
    "/* Metric-compatible fallbacks (see font.family.sans). */",
    ...Object.values(fallbackFaces()).flatMap((faces) => [faces, ""]),
  ].join("\n");
}
