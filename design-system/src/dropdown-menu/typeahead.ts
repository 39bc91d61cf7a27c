/**
 * Type-ahead over menu items, shared by the dropdown menus and the inline
 * language row. Radix's own type-ahead matches one text per item; ours also
 * matches extra names (a language's code beside its own name, so "j" finds
 * 日本語) and jumps on each letter instead of collecting a search string.
 */

/** The focusable items of a menu or row, in DOM order. */
export function menuItemsOf(container: HTMLElement | null): HTMLElement[] {
  if (!container) return [];
  return Array.from(
    container.querySelectorAll<HTMLElement>(
      '[role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"]',
    ),
  );
}

/**
 * What type-ahead matches an item by: its visible text plus any extra names
 * in `data-typeahead` (space separated).
 */
export function typeaheadNamesOf(item: HTMLElement): string[] {
  const extra = item.dataset.typeahead?.split(" ").filter(Boolean) ?? [];
  return [(item.textContent ?? "").trim(), ...extra];
}

/**
 * The next item after `current` whose label starts with the typed character
 * (case-insensitive, wrapping), or -1. Each label may carry several names,
 * any of which can match.
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
