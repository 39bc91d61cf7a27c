import fontverter from "fontverter";
import type { CodePointRanges } from "./unicode-ranges";

/**
 * A font that draws nothing, one em wide, for every code point of `ranges`
 * (issue #34): "Noto Sans JP Fallback" on a device with no Japanese face of
 * its own. Until the web font's slices arrive, Japanese text there is laid
 * out as the web font lays it out (kana, kanji and full-width forms are one em
 * wide in every Japanese face, and its ascent and descent are Noto Sans JP's),
 * but blank, where the last-resort font drew .notdef boxes of another width
 * and text moved when the slices swapped in (CLS 0.19 on /ja). One empty glyph
 * serves every code point through a many-to-one cmap (format 13), so the file
 * is a few hundred bytes whatever the ranges. TrueType outlines: glyph 0
 * (.notdef) is a box, never drawn (unicode-range keeps other characters
 * out), there because font sanitisers reject an empty glyf table.
 */
export function placeholderFont(
  ranges: CodePointRanges,
  { family, ascent, descent, unitsPerEm = 1000 }: PlaceholderMetrics,
): Buffer {
  const advance = unitsPerEm;
  const first = ranges[0]?.[0] ?? 0x20;
  const last = ranges.at(-1)?.[1] ?? 0x20;
  const tables: Record<string, Buffer> = {
    "OS/2": os2(ascent, descent, advance, first, last),
    cmap: cmap13(ranges, 1),
    glyf: notdefBox(advance, ascent),
    head: head(unitsPerEm, advance, ascent),
    hhea: hhea(ascent, descent, advance),
    hmtx: words([advance, 0, advance, 0]),
    loca: words([0, notdefBox(advance, ascent).length / 2, notdefBox(advance, ascent).length / 2]),
    maxp: maxp(2),
    name: nameTable(family),
    post: post(),
  };
  return sfnt(tables);
}

export type PlaceholderMetrics = {
  family: string;
  /** In font units, positive. */
  ascent: number;
  /** In font units, positive. */
  descent: number;
  unitsPerEm?: number;
};

type Field = ["u8" | "u16" | "i16" | "u32" | "tag", number | string];

function pack(fields: Field[]): Buffer {
  const size = { u8: 1, u16: 2, i16: 2, u32: 4, tag: 4 } as const;
  const buffer = Buffer.alloc(fields.reduce((sum, [type]) => sum + size[type], 0));
  let offset = 0;
  for (const [type, value] of fields) {
    if (type === "u8") buffer.writeUInt8(Number(value), offset);
    else if (type === "u16") buffer.writeUInt16BE(Number(value), offset);
    else if (type === "i16") buffer.writeInt16BE(Number(value), offset);
    else if (type === "u32") buffer.writeUInt32BE(Number(value) >>> 0, offset);
    else buffer.write(String(value).padEnd(4, " "), offset, 4, "latin1");
    offset += size[type];
  }
  return buffer;
}

const words = (values: number[]) => pack(values.map((value) => ["u16", value] as Field));

/** .notdef: a box, numberOfContours 1, four on-curve points, 2-byte aligned and padded to 4. */
function notdefBox(advance: number, ascent: number): Buffer {
  const left = Math.round(advance / 10);
  const right = advance - left;
  const top = Math.round(ascent * 0.7);
  return Buffer.concat([
    pack([
      ["i16", 1],
      ["i16", left],
      ["i16", 0],
      ["i16", right],
      ["i16", top],
      ["u16", 3],
      ["u16", 0],
      ["u8", 1],
      ["u8", 1],
      ["u8", 1],
      ["u8", 1],
      // x deltas, then y deltas (int16: flags say neither short nor same)
      ["i16", left],
      ["i16", 0],
      ["i16", right - left],
      ["i16", 0],
      ["i16", 0],
      ["i16", top],
      ["i16", 0],
      ["i16", -top],
    ]),
    Buffer.alloc(2),
  ]);
}

function head(unitsPerEm: number, advance: number, ascent: number): Buffer {
  return pack([
    ["u32", 0x00010000],
    ["u32", 0x00010000],
    ["u32", 0], // checkSumAdjustment, set by sfnt()
    ["u32", 0x5f0f3cf5],
    ["u16", 0x000b],
    ["u16", unitsPerEm],
    ["u32", 0],
    ["u32", 0],
    ["u32", 0],
    ["u32", 0],
    ["i16", Math.round(advance / 10)],
    ["i16", 0],
    ["i16", advance - Math.round(advance / 10)],
    ["i16", Math.round(ascent * 0.7)],
    ["u16", 0],
    ["u16", 8],
    ["i16", 2],
    ["i16", 0], // short loca
    ["i16", 0],
  ]);
}

function hhea(ascent: number, descent: number, advance: number): Buffer {
  return pack([
    ["u32", 0x00010000],
    ["i16", ascent],
    ["i16", -descent],
    ["i16", 0],
    ["u16", advance],
    ["i16", 0],
    ["i16", 0],
    ["i16", advance],
    ["i16", 1],
    ["i16", 0],
    ["i16", 0],
    ["i16", 0],
    ["i16", 0],
    ["i16", 0],
    ["i16", 0],
    ["i16", 0],
    ["u16", 2],
  ]);
}

function maxp(glyphs: number): Buffer {
  return pack([
    ["u32", 0x00010000],
    ["u16", glyphs],
    ["u16", 4],
    ["u16", 1],
    ...Array.from({ length: 10 }, (_, i) => ["u16", i === 2 ? 2 : 0] as Field),
    ["u16", 0],
  ]);
}

function os2(ascent: number, descent: number, advance: number, first: number, last: number) {
  const table = pack([
    ["u16", 4],
    ["i16", advance],
    ["u16", 400],
    ["u16", 5],
    ["u16", 0],
    ["i16", 650],
    ["i16", 600],
    ["i16", 0],
    ["i16", 75],
    ["i16", 650],
    ["i16", 600],
    ["i16", 0],
    ["i16", 350],
    ["i16", 50],
    ["i16", 300],
    ["i16", 0],
    ...Array.from({ length: 10 }, () => ["u8", 0] as Field),
    ["u32", 0],
    ["u32", 0],
    ["u32", 0],
    ["u32", 0],
    ["tag", "NONE"],
    ["u16", 0x00c0], // REGULAR | USE_TYPO_METRICS
    ["u16", Math.min(first, 0xffff)],
    ["u16", Math.min(last, 0xffff)],
    ["i16", ascent],
    ["i16", -descent],
    ["i16", 0],
    ["u16", ascent],
    ["u16", descent],
    ["u32", 0],
    ["u32", 0],
    ["i16", 0],
    ["i16", 0],
    ["u16", 0],
    ["u16", 0x20],
    ["u16", 1],
  ]);
  if (table.length !== 96) throw new Error(`OS/2 is ${table.length} bytes, not 96`);
  return table;
}

/** cmap with one (3, 10) subtable, format 13: each range maps to `glyph`. */
function cmap13(ranges: CodePointRanges, glyph: number): Buffer {
  const subtable = pack([
    ["u16", 13],
    ["u16", 0],
    ["u32", 16 + 12 * ranges.length],
    ["u32", 0],
    ["u32", ranges.length],
    ...ranges.flatMap(
      ([start, end]) =>
        [
          ["u32", start],
          ["u32", end],
          ["u32", glyph],
        ] as Field[],
    ),
  ]);
  return Buffer.concat([
    pack([
      ["u16", 0],
      ["u16", 1],
      ["u16", 3],
      ["u16", 10],
      ["u32", 12],
    ]),
    subtable,
  ]);
}

function nameTable(family: string): Buffer {
  const strings: Array<[number, string]> = [
    [1, family],
    [2, "Regular"],
    [3, `${family} Regular`],
    [4, `${family} Regular`],
    [5, "Version 1.000"],
    [6, `${family.replace(/[^A-Za-z0-9]/g, "")}-Regular`],
  ];
  const encoded = strings.map(([, text]) => Buffer.from(text, "utf16le").swap16());
  let offset = 0;
  const records = strings.map(([id], i) => {
    const length = encoded[i]?.length ?? 0;
    const record = pack([
      ["u16", 3],
      ["u16", 1],
      ["u16", 0x409],
      ["u16", id],
      ["u16", length],
      ["u16", offset],
    ]);
    offset += length;
    return record;
  });
  return Buffer.concat([
    pack([
      ["u16", 0],
      ["u16", strings.length],
      ["u16", 6 + 12 * strings.length],
    ]),
    ...records,
    ...encoded,
  ]);
}

function post(): Buffer {
  return pack([
    ["u32", 0x00030000],
    ["u32", 0],
    ["i16", -100],
    ["i16", 50],
    ["u32", 0],
    ["u32", 0],
    ["u32", 0],
    ["u32", 0],
    ["u32", 0],
  ]);
}

function checksum(data: Buffer): number {
  const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

/** The tables in an sfnt container (TrueType), sorted by tag, with checksums. */
function sfnt(tables: Record<string, Buffer>): Buffer {
  const tags = Object.keys(tables).sort();
  const count = tags.length;
  const power = 2 ** Math.floor(Math.log2(count));
  const header = pack([
    ["u32", 0x00010000],
    ["u16", count],
    ["u16", power * 16],
    ["u16", Math.log2(power)],
    ["u16", count * 16 - power * 16],
  ]);
  let offset = 12 + 16 * count;
  const records: Buffer[] = [];
  const bodies: Buffer[] = [];
  for (const tag of tags) {
    const data = tables[tag] as Buffer;
    records.push(
      pack([
        ["tag", tag],
        ["u32", checksum(data)],
        ["u32", offset],
        ["u32", data.length],
      ]),
    );
    const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
    bodies.push(padded);
    offset += padded.length;
  }
  const font = Buffer.concat([header, ...records, ...bodies]);
  const headOffset =
    12 + 16 * count + bodies.slice(0, tags.indexOf("head")).reduce((s, b) => s + b.length, 0);
  font.writeUInt32BE((0xb1b0afba - checksum(font)) >>> 0, headOffset + 8);
  return font;
}

/** The placeholder as woff2, as the sheets name it (fontverter: Google's woff2 encoder). */
export async function placeholderFontWoff2(
  ranges: CodePointRanges,
  metrics: PlaceholderMetrics,
): Promise<Buffer> {
  return fontverter.convert(placeholderFont(ranges, metrics), "woff2");
}
