/**
 * The attribute content puts on itself so a floating button never sits over
 * it (a tool's results, the footer's last row). A button that would cover
 * one steps aside until the page scrolls it clear (issue #38).
 */
export const FLOATING_AVOID_SELECTOR = "[data-floating-avoid]";

/** True when `element`'s box crosses the box of any element matching `selector`. */
export function overlapsAny(element: Element | null, selector: string): boolean {
  if (!element || selector === "") return false;
  const own = element.getBoundingClientRect();
  if (own.width === 0 || own.height === 0) return false;
  for (const other of element.ownerDocument.querySelectorAll(selector)) {
    const box = other.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (
      own.left < box.right &&
      box.left < own.right &&
      own.top < box.bottom &&
      box.top < own.bottom
    )
      return true;
  }
  return false;
}
