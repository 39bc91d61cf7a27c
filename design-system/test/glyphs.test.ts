import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { describe, expect, it } from "vitest";
import {
  GLYPH_SLUGS,
  glyphFile,
  glyphModules,
  SIMPLE_ICONS_VERSION,
  simpleIcon,
  staleGlyphFiles,
} from "../scripts/glyphs";
import type { Glyph } from "../src/glyphs/glyph";

describe(`given the brand glyphs generated from simple-icons ${SIMPLE_ICONS_VERSION} (one module per mark, issue #14)`, () => {
  it("should have written every module as the generator would now (run `npm run glyphs -w @mvpn/design-system`)", () => {
    for (const [file, source] of glyphModules()) {
      expect(readFileSync(file, "utf8"), basename(file)).toBe(source);
    }
  });

  it("should hold no module for a mark no component asks for", () => {
    expect(staleGlyphFiles()).toEqual([]);
  });

  describe.each(GLYPH_SLUGS)("the %s glyph", (slug) => {
    it("should equal simple-icons' own title, slug, hex and path", async () => {
      const { exportName, icon } = simpleIcon(slug);
      const module: Record<string, Glyph> = await import(glyphFile(slug));
      expect(Object.keys(module)).toEqual([exportName]);
      expect(module[exportName]).toEqual({
        title: icon.title,
        slug: icon.slug,
        hex: icon.hex,
        path: icon.path,
      });
    });
  });
});
