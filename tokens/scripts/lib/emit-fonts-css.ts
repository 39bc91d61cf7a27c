import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { generatedNotice } from "./generated-header";

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
  return Object.values(ranges).join(",");
}

function fallbackFace(weight: string, sources: readonly string[]): string {
  const metrics = interFallbackMetrics;
  return [
    "@font-face {",
    '  font-family: "Inter Fallback";',
    "  font-style: normal;",
    `  font-weight: ${weight};`,
    `  src: ${sources.map((name) => `local("${name}")`).join(", ")};`,
    `  size-adjust: ${metrics.sizeAdjust};`,
    `  ascent-override: ${metrics.ascentOverride};`,
    `  descent-override: ${metrics.descentOverride};`,
    `  line-gap-override: ${metrics.lineGapOverride};`,
    `  unicode-range: ${interUnicodeRange()};`,
    "}",
  ].join("\n");
}

export function emitFontsCss(): string {
  return [
    `/* ${generatedNotice} */`,
    "",
    "/*",
    " * Each package declares its faces with unicode-range and font-display: swap,",
    " * so a page downloads only the subsets its text uses: an English page never",
    " * fetches Arabic or Japanese, and Noto Sans JP is split into ~120 ranges so a",
    " * Japanese page fetches only the glyphs it shows.",
    " */",
    ...fontPackages.map((name) => `@import "${name}";`),
    "",
    "/* Metric-compatible fallback for Inter (see font.family.sans). */",
    fallbackFace("100 549", ["Arial", "ArialMT", "Liberation Sans", "Arimo"]),
    "",
    fallbackFace("550 900", ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "Arimo Bold"]),
    "",
  ].join("\n");
}
