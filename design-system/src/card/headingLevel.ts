/** A heading level: sections set it so a page keeps one `h1` and no skipped levels. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** The element of a heading level, clamped to h1–h6 (a nested section may ask for level + 1). */
export function headingTag(level: number): `h${HeadingLevel}` {
  const clamped = Math.min(6, Math.max(1, Math.round(level))) as HeadingLevel;
  return `h${clamped}`;
}
