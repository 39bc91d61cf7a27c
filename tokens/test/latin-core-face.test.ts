import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { buildTokenOutputs } from "../scripts/lib/build-token-outputs";
import {
  coreWeights,
  latinCoreFile,
  latinCoreRange,
  latinExtendedCoreFile,
  polishCoreRange,
  scriptFontFiles,
} from "../scripts/lib/emit-script-fonts-css";
import { subsetFontFile } from "../scripts/lib/subset-font-file";
import {
  type CodePointRanges,
  parseUnicodeRange,
  rangesInclude,
  subtractRanges,
} from "../scripts/lib/unicode-ranges";
import { parseCssBlocks } from "./support/css-blocks";
import { drawingDifferences, runsWithin, sfnt, shapeText } from "./support/shape-text";

/**
 * Copy of the kind the site shows in its Latin-script languages: kerning
 * pairs, figures and prices, quotation marks and dashes of each language,
 * capitals with diacritics, and Polish.
 */
const sentences = [
  "AVATAR Tokyo, WAVE: “Your VPN—fast & private” (99.9% uptime) — $4.99/mo, €3,49 • 7-day trial…",
  "Schütze dein WLAN: „Größer, schneller, sicherer“ – Ölförderung, Äußerung, ẞ? ß!",
  "Protégez-vous « où que vous soyez » : Œuvre, cœur, Ça, À bientôt ‹ › ©2026 mVPN® 20°C ±1",
  "¿Por qué una VPN? ¡Señal rápida! Niño, pingüino, Ángel, ÉXITO × 3 · Peña",
  "Perché scegliere una VPN? Città, più, così; São Paulo, ação, informações, Açores",
  "Privé-netwerk: één app, ‘veilig’ ‚online’ — 1 € per maand",
  "Zażółć gęślą jaźń. ŁÓDŹ, Świętokrzyskie, Gdańsk, Kraków, Żółw, Źródło, Ćma, Ęę Ąą Ńń",
];

type Core = {
  file: string;
  range: CodePointRanges;
  source: Uint8Array;
  woff2: Buffer;
  sfnt: Uint8Array;
};
const cores: Record<"latin" | "polish", Core> = {} as Record<"latin" | "polish", Core>;

beforeAll(async () => {
  for (const [key, file, range] of [
    ["latin", latinCoreFile, latinCoreRange],
    ["polish", latinExtendedCoreFile, polishCoreRange],
  ] as const) {
    const entry = scriptFontFiles().find((candidate) => candidate.name === file);
    if (!entry?.subset) throw new Error(`no ${file} among the font files`);
    const woff2 = await subsetFontFile(entry.from, entry.subset.keep, entry.subset.weights);
    cores[key] = {
      file,
      range,
      source: await sfnt(readFileSync(entry.from)),
      woff2,
      sfnt: await sfnt(woff2),
    };
  }
}, 60_000);

describe("given Inter's core faces, subset from the package's Latin and Latin Extended faces", () => {
  it("should make the Latin core face, which every page preloads, at most three fifths of the package's face", () => {
    const entry = scriptFontFiles().find((candidate) => candidate.name === latinCoreFile);
    // 27 KB of 48 KB: the characters (36 KB), and the weights of the tokens' scale.
    expect(cores.latin.woff2.length).toBeLessThan(readFileSync(entry?.from ?? "").length * 0.6);
  });

  it("should give a Polish page its letters in a face of a tenth of Latin Extended's", () => {
    const entry = scriptFontFiles().find((candidate) => candidate.name === latinExtendedCoreFile);
    // 4 KB of 85 KB.
    expect(cores.polish.woff2.length).toBeLessThan(readFileSync(entry?.from ?? "").length * 0.1);
  });

  it.each([
    ["latin", 400],
    ["latin", 500],
    ["latin", 600],
    ["latin", 700],
    ["latin", 800],
    ["polish", 400],
    ["polish", 700],
  ] as const)(
    "should draw the %s core's share of every sentence as the package's face does, to a unit in 2,048 (wght %i)",
    (key, weight) => {
      const core = cores[key];
      const runs = sentences.flatMap((text) => runsWithin(text, core.range));
      expect(runs.length).toBeGreaterThan(sentences.length);
      for (const text of runs) {
        const shaped = shapeText(core.sfnt, text, weight);
        expect(
          shaped.some((glyph) => glyph.notdef),
          text,
        ).toBe(false);
        expect(drawingDifferences(shaped, shapeText(core.source, text, weight), 1), text).toEqual(
          [],
        );
      }
    },
  );

  it.each([400, 700, 800])(
    "should draw every character of the Latin core alone as the package's face does, to a unit in 2,048 (wght %i)",
    (weight) => {
      for (const [start, end] of latinCoreRange) {
        for (let codePoint = start; codePoint <= end; codePoint++) {
          const text = String.fromCodePoint(codePoint);
          const drawn = shapeText(cores.latin.source, text, weight);
          const core = shapeText(cores.latin.sfnt, text, weight);
          // A character Inter has no glyph for (U+2010 HYPHEN) is the next family's
          // in a browser: the core face must not have one either.
          if (drawn.some((glyph) => glyph.notdef)) {
            expect(
              core.every((glyph) => glyph.notdef),
              text,
            ).toBe(true);
          } else {
            expect(drawingDifferences(core, drawn, 1), text).toEqual([]);
          }
        }
      }
    },
  );

  it("should keep the tokens' weight scale, from normal to extrabold, and no more", () => {
    const weights = buildTokenOutputs()
      .tokenSet.byBrand.master?.filter((token) => token.name.startsWith("font.weight."))
      .map((token) => Number(token.value));
    expect(weights?.length).toBeGreaterThan(3);
    expect(coreWeights).toEqual({
      min: Math.min(...(weights ?? [])),
      max: Math.max(...(weights ?? [])),
    });
    // A weight outside the scale is drawn as its nearest weight in it: the font clamps its axis.
    const text = "Weights";
    expect(shapeText(cores.latin.sfnt, text, 900)).toEqual(shapeText(cores.latin.sfnt, text, 800));
    expect(shapeText(cores.latin.sfnt, text, 300)).toEqual(shapeText(cores.latin.sfnt, text, 400));
  });

  it("should be the same bytes each time it is built (hashed file names stay put)", async () => {
    const entry = scriptFontFiles().find((candidate) => candidate.name === latinCoreFile);
    const again = await subsetFontFile(entry?.from ?? "", entry?.subset?.keep ?? "", coreWeights);
    expect(again.equals(cores.latin.woff2)).toBe(true);
  });
});

describe("given fonts-latin.css", () => {
  const rangesByFile = () =>
    new Map(
      parseCssBlocks(buildTokenOutputs().fontsLatinCss)
        .filter((block) => block.declarations.get("src")?.includes("url("))
        .map((block) => [
          /url\(\.\/fonts\/([^)]+)\)/.exec(block.declarations.get("src") ?? "")?.[1],
          parseUnicodeRange(block.declarations.get("unicode-range") ?? ""),
        ]),
    );

  it.each([
    [latinCoreFile, "inter-latin-wght-normal.woff2", latinCoreRange],
    [latinExtendedCoreFile, "inter-latin-ext-wght-normal.woff2", polishCoreRange],
  ])("should give %s its characters and %s the rest of its range", (core, rest, range) => {
    const byFile = rangesByFile();
    expect(byFile.get(core)).toEqual(range);
    // No character in both: a page never fetches the package's face for copy the core draws.
    expect(subtractRanges(range, byFile.get(rest) ?? [])).toEqual(range);
    expect(byFile.get(rest)?.length).toBeGreaterThan(0);
  });

  it("should leave the signs Latin copy does not use to the package's face", () => {
    const rest = rangesByFile().get("inter-latin-wght-normal.woff2") ?? [];
    // ¢ U+00A2, ¶ U+00B6, † U+2020, ‰ U+2030.
    for (const codePoint of [0x00a2, 0x00b6, 0x2020, 0x2030]) {
      expect(rangesInclude(rest, codePoint)).toBe(true);
    }
  });
});
