/** The focusable items of a menu, in DOM order. */
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
 * in `data-typeahead` (space separated), e.g. a language's code beside its
 * own name, so "j" finds 日本語.
 */
export function typeaheadNamesOf(item: HTMLElement): string[] {
  const extra = item.dataset.typeahead?.split(" ").filter(Boolean) ?? [];
  return [(item.textContent ?? "").trim(), ...extra];
}
