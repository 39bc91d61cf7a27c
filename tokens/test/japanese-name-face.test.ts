import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { japaneseLanguageName, scriptFontFiles } from "../scripts/lib/emit-script-fonts-css";
import { subsetFontFile } from "../scripts/lib/subset-font-file";
import { sfnt, shapeText as shape } from "./support/shape-text";

describe("given the faces of the language menu's 日本語 (issue #38), each cut from its Noto Sans JP slice", () => {
  const files = () =>
    scriptFontFiles().filter((file) => /-name-wght-normal\.woff2$/.test(file.name));

  it("should be one small face per character, cut from the package's slice that holds it", () => {
    const faces = files();
    expect(faces.map((file) => file.subset?.keep).join("")).toBe(japaneseLanguageName);
    for (const file of faces) expect(file.from).toMatch(/noto-sans-jp-\d+-wght-normal\.woff2$/);
  });

  it.each([400, 600, 700])(
    "should draw its character as the package's slice does, under 2 KB (wght %i)",
    async (weight) => {
      for (const file of files()) {
        const text = file.subset?.keep ?? "";
        const cut = await subsetFontFile(file.from, text, file.subset?.weights);
        expect(cut.length, file.name).toBeLessThan(2048);
        const drawn = shape(await sfnt(cut), text, weight);
        expect(drawn.some((glyph) => glyph.notdef || glyph.path === "")).toBe(false);
        expect(drawn).toEqual(shape(await sfnt(readFileSync(file.from)), text, weight));
      }
    },
    60_000,
  );
});
