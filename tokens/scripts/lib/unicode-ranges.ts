/** A CSS `unicode-range` as inclusive code point intervals, sorted and merged. */
export type CodePointRanges = ReadonlyArray<readonly [number, number]>;

/** Parses `U+0600-06FF,U+200C,U+1EE00-1EE03` (no wildcards: the font packages never use them). */
export function parseUnicodeRange(value: string): CodePointRanges {
  const ranges = value.split(",").map((part) => {
    const match = /^\s*U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?\s*$/i.exec(part);
    if (!match?.[1]) throw new Error(`not a unicode-range item: "${part}"`);
    const start = Number.parseInt(match[1], 16);
    const end = match[2] ? Number.parseInt(match[2], 16) : start;
    if (end < start) throw new Error(`unicode-range item runs backwards: "${part}"`);
    return [start, end] as const;
  });
  return normalize(ranges);
}

function normalize(ranges: CodePointRanges): CodePointRanges {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1] + 1) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** The code points of `ranges` that are not in `removed`. */
export function subtractRanges(ranges: CodePointRanges, removed: CodePointRanges): CodePointRanges {
  let rest: Array<readonly [number, number]> = [...ranges];
  for (const [cutStart, cutEnd] of removed) {
    rest = rest.flatMap(([start, end]): Array<readonly [number, number]> => {
      if (cutEnd < start || cutStart > end) return [[start, end]];
      const pieces: Array<readonly [number, number]> = [];
      if (start < cutStart) pieces.push([start, cutStart - 1]);
      if (end > cutEnd) pieces.push([cutEnd + 1, end]);
      return pieces;
    });
  }
  return normalize(rest);
}

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, "0");

/** Back to CSS: `U+0600-06FF,U+200C`. */
export function formatUnicodeRange(ranges: CodePointRanges): string {
  return ranges
    .map(([start, end]) => (start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`))
    .join(",");
}

/** Whether `codePoint` is in `ranges`: whether a face of that unicode-range draws it. */
export function rangesInclude(ranges: CodePointRanges, codePoint: number): boolean {
  return ranges.some(([start, end]) => codePoint >= start && codePoint <= end);
}

/** Every code point of `ranges` as a string (what a subsetter is asked to keep). */
export function rangesToText(ranges: CodePointRanges): string {
  let text = "";
  for (const [start, end] of ranges) {
    for (let codePoint = start; codePoint <= end; codePoint++) {
      text += String.fromCodePoint(codePoint);
    }
  }
  return text;
}
