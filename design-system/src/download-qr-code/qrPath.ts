import { encode } from "uqr";

export interface QrMatrix {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** One SVG path drawing every dark module as a 1×1 square. */
  path: string;
}

/**
 * Encodes text as a QR code and draws its dark modules as one path, each
 * row's runs of dark modules merged into one rectangle (a short path and no
 * hairline seams). Error correction M (15 %) survives a glossy screen.
 * Returns null for text too long for any QR version.
 */
export function qrPath(text: string): QrMatrix | null {
  let data: boolean[][];
  try {
    ({ data } = encode(text, { ecc: "M", border: 0 }));
  } catch {
    return null;
  }
  const parts: string[] = [];
  data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return { size: data.length, path: parts.join("") };
}
