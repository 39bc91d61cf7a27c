import { beforeAll, describe, expect, it } from "vitest";
import { japanesePlaceholder } from "../scripts/lib/emit-fonts-css";
import { placeholderFontWoff2 } from "../scripts/lib/placeholder-font";
import { parseUnicodeRange } from "../scripts/lib/unicode-ranges";
import { type Shaped, sfnt, shapeText } from "./support/shape-text";

/** One table of an sfnt, by tag. */
function table(font: Uint8Array, tag: string): DataView {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const count = view.getUint16(4);
  for (let i = 0; i < count; i++) {
    const record = 12 + 16 * i;
    const name = String.fromCharCode(...font.subarray(record, record + 4));
    if (name === tag) {
      return new DataView(font.buffer, font.byteOffset + view.getUint32(record + 8));
    }
  }
  throw new Error(`no ${tag} table`);
}

let woff2: Buffer;
let font: Uint8Array;
const shape = (text: string): Shaped => shapeText(font, text, 400);

beforeAll(async () => {
  woff2 = await placeholderFontWoff2(
    parseUnicodeRange(japanesePlaceholder.range),
    japanesePlaceholder,
  );
  font = await sfnt(woff2);
});

describe("given the Japanese placeholder face (issue #34: CLS on /ja without a Japanese face)", () => {
  it("should lay out kana, kanji and full-width forms one em wide, and draw nothing", () => {
    const text = "日本語のVPN、カタカナ。「ＡＢＣ」１２３　丼";
    const japanese = [...text].filter((character) => !/[A-Z]/.test(character));
    const glyphs = shape(japanese.join(""));
    expect(glyphs).toHaveLength(japanese.length);
    for (const glyph of glyphs) {
      expect(glyph.notdef).toBe(false);
      expect(glyph.path).toBe("");
      expect(glyph.x).toBe(japanesePlaceholder.unitsPerEm);
    }
  });

  it("should not cover Latin, which Inter draws", () => {
    expect(shape("VPN").every((glyph) => glyph.notdef)).toBe(true);
  });

  it("should carry Noto Sans JP's ascent and descent, so line boxes do not change at the swap", () => {
    const hhea = table(font, "hhea");
    expect([hhea.getInt16(4), hhea.getInt16(6), hhea.getInt16(8)]).toEqual([
      japanesePlaceholder.ascent,
      -japanesePlaceholder.descent,
      0,
    ]);
    const os2 = table(font, "OS/2");
    // USE_TYPO_METRICS, and typo ascender/descender as hhea's.
    expect(os2.getUint16(62) & 0x80).toBe(0x80);
    expect([os2.getInt16(68), os2.getInt16(70)]).toEqual([
      japanesePlaceholder.ascent,
      -japanesePlaceholder.descent,
    ]);
  });

  it("should be small enough to inline in a render-blocking stylesheet", () => {
    expect(woff2.length).toBeLessThan(600);
  });
});
