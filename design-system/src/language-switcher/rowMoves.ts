/**
 * The step along a horizontal row for an arrow key: ArrowRight moves forward
 * in left-to-right text and backward in right-to-left text, because the row
 * itself is mirrored.
 */
export function horizontalStep(key: string, dir: "ltr" | "rtl"): 1 | -1 | 0 {
  const forward = dir === "rtl" ? "ArrowLeft" : "ArrowRight";
  const backward = dir === "rtl" ? "ArrowRight" : "ArrowLeft";
  if (key === forward) return 1;
  if (key === backward) return -1;
  return 0;
}

/**
 * Where focus goes in a horizontal row for a key (wrapping at both ends), or
 * `null` when the key does not move it. Pure, so the keyboard contract is
 * tested without a DOM.
 */
export function horizontalMove(
  key: string,
  current: number,
  count: number,
  dir: "ltr" | "rtl",
): number | null {
  if (count === 0) return null;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  const step = horizontalStep(key, dir);
  if (step === 0) return null;
  const from = Math.max(current, 0);
  return (from + step + count) % count;
}
