/**
 * Where focus goes in a list of menu items for a key, or `null` when the key
 * does not move it. Pure, so the keyboard contract is tested without a DOM.
 * Vertical menus wrap at both ends (WAI-ARIA APG menu button pattern).
 */
export function verticalMove(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case "ArrowDown":
      return current < 0 ? 0 : (current + 1) % count;
    case "ArrowUp":
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

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

/** Focus target in a horizontal row (wraps), or `null` when the key does not move it. */
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

/**
 * Type-ahead: the next item after `current` whose label starts with the typed
 * character (case-insensitive, wrapping), or -1. Each label may carry several
 * names (a language's own name and its code), any of which can match.
 */
export function typeaheadMatch(
  labels: readonly (readonly string[])[],
  current: number,
  character: string,
): number {
  const typed = character.toLocaleLowerCase();
  if (typed.trim() === "") return -1;
  for (let offset = 1; offset <= labels.length; offset += 1) {
    const index = (current + offset + labels.length) % labels.length;
    const names = labels[index] ?? [];
    if (names.some((name) => name.toLocaleLowerCase().startsWith(typed))) return index;
  }
  return -1;
}

/** A key that types one character (not a shortcut), for type-ahead. */
export function isPrintableKey(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}): boolean {
  return (
    event.key.length === 1 && event.key !== " " && !event.ctrlKey && !event.metaKey && !event.altKey
  );
}
