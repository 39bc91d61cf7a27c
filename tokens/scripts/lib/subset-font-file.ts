import { readFileSync } from "node:fs";
import subsetFont from "subset-font";

/**
 * The woff2 `from` cut down to the glyphs of `keep` with HarfBuzz's
 * subsetter: the variation axes stay, and so do the glyphs the shaping
 * features (joining forms, ligatures, marks) reach from those characters.
 * HarfBuzz is deterministic, so the same input gives the same bytes (and the
 * same hashed file name in a site's build).
 */
export async function subsetFontFile(from: string, keep: string): Promise<Buffer> {
  return subsetFont(readFileSync(from), keep, { targetFormat: "woff2" });
}
