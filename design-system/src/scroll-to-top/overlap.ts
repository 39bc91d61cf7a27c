/**
 * The attribute content puts on itself so a floating button never sits over
 * any of it, blank space included (a tool's results, the footer's last row).
 */
export const FLOATING_AVOID_SELECTOR = "[data-floating-avoid]";

type Box = Pick<DOMRect, "left" | "top" | "right" | "bottom">;

const crosses = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const empty = (box: DOMRect) => box.width === 0 || box.height === 0;

/** True when `element`'s box crosses the box of any element matching `selector`. */
export function overlapsAny(element: Element | null, selector: string): boolean {
  if (!element || selector === "") return false;
  const own = element.getBoundingClientRect();
  if (empty(own)) return false;
  for (const other of element.ownerDocument.querySelectorAll(selector)) {
    const box = other.getBoundingClientRect();
    if (!empty(box) && crosses(own, box)) return true;
  }
  return false;
}
