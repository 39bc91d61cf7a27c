import fontverter from "fontverter";
import * as hb from "harfbuzzjs";
import { type CodePointRanges, rangesInclude } from "../../scripts/lib/unicode-ranges";

export type Shaped = Array<{
  notdef: boolean;
  path: string;
  x: number;
  y: number;
  dx: number;
  dy: number;
}>;

/** A woff2 file as the sfnt HarfBuzz reads. */
export const sfnt = async (woff2: Uint8Array) =>
  new Uint8Array(await fontverter.convert(Buffer.from(woff2), "truetype"));

/** What HarfBuzz draws for `text`: each glyph's outline and position, at one weight. */
export function shapeText(fontData: Uint8Array, text: string, weight: number): Shaped {
  const face = new hb.Face(new hb.Blob(fontData));
  const font = new hb.Font(face);
  font.setVariations([new hb.Variation("wght", weight)]);
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const positions = buffer.getGlyphPositions();
  const glyphs = buffer.getGlyphInfos().map((info, index) => {
    const position = positions[index];
    return {
      // Glyph 0 is .notdef, the box drawn for a character the font lacks.
      notdef: info.codepoint === 0,
      path: font.glyphToPath(info.codepoint),
      x: position?.xAdvance ?? Number.NaN,
      y: position?.yAdvance ?? Number.NaN,
      dx: position?.xOffset ?? Number.NaN,
      dy: position?.yOffset ?? Number.NaN,
    };
  });
  // What is drawn, glyph by glyph. Not the clusters (which characters a glyph
  // stands for): the subsetter drops a package's empty glyphs for the
  // zero-width joiners and marks (U+200C-200E), and HarfBuzz then folds such a
  // character into its neighbour's cluster; it draws nothing either way. A
  // glyph that takes no space and has no outline is left out for the same reason.
  return glyphs.filter((glyph) => glyph.path !== "" || glyph.x !== 0 || glyph.notdef);
}

/**
 * The runs of `text` a browser draws with a face of `ranges`: it picks a face
 * per character by unicode-range, so characters outside it split the text.
 */
export function runsWithin(text: string, ranges: CodePointRanges): string[] {
  const within = (character: string) => rangesInclude(ranges, character.codePointAt(0) ?? 0);
  const runs: string[] = [];
  let run = "";
  for (const character of text) {
    if (within(character)) run += character;
    else if (run) {
      runs.push(run);
      run = "";
    }
  }
  if (run) runs.push(run);
  return runs;
}

/**
 * Where two drawings of the same text differ by more than `units` font units
 * (outline coordinates, advances, offsets), or in their path commands or
 * glyph count: empty when they draw the same. A face whose weight axis the
 * subsetter cut (subset-font-file.ts) interpolates the weights between its
 * masters anew, off by a rounding: at most a unit in 2,048 (0.008 px at 16 px).
 */
export function drawingDifferences(a: Shaped, b: Shaped, units: number): string[] {
  if (a.length !== b.length) return [`${a.length} glyphs, not ${b.length}`];
  const numbers = (path: string) => (path.match(/-?[\d.]+/g) ?? []).map(Number);
  const commands = (path: string) => path.replace(/-?[\d.]+/g, "#");
  return a.flatMap((glyph, index) => {
    const other = b[index] as Shaped[number];
    const where = `glyph ${index}`;
    if (glyph.notdef !== other.notdef) return [`${where}: .notdef in one only`];
    if (commands(glyph.path) !== commands(other.path)) return [`${where}: other path commands`];
    const ours = [glyph.x, glyph.y, glyph.dx, glyph.dy, ...numbers(glyph.path)];
    const theirs = [other.x, other.y, other.dx, other.dy, ...numbers(other.path)];
    const worst = Math.max(
      ...ours.map((value, at) => Math.abs(value - (theirs[at] ?? Number.NaN))),
    );
    return worst <= units ? [] : [`${where}: off by ${worst} units`];
  });
}
