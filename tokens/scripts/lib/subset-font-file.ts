import { readFileSync } from "node:fs";
import subsetFont from "subset-font";

/** The weights a subset face keeps of its variable weight axis, inclusive. */
export type WeightRange = { min: number; max: number };

/**
 * The woff2 `from` cut down to the glyphs of `keep` with HarfBuzz's
 * subsetter, and its weight axis to `weights` if given: the glyphs the shaping
 * features (joining forms, ligatures, marks) reach from those characters
 * stay, and so do the outlines of every weight in the range; a weight
 * outside it is drawn as the nearest one in it (a font clamps its axes).
 * HarfBuzz is deterministic, so the same input gives the same bytes (and the
 * same hashed file name in a site's build).
 */
export async function subsetFontFile(
  from: string,
  keep: string,
  weights?: WeightRange,
): Promise<Buffer> {
  return subsetFont(readFileSync(from), keep, {
    targetFormat: "woff2",
    ...(weights ? { variationAxes: { wght: weights } } : {}),
  });
}
