/**
 * The attribute content puts on itself so a floating button never sits over
 * any of it, blank space included (a tool's results, the footer's last row).
 */
export const FLOATING_AVOID_SELECTOR = "[data-floating-avoid]";

type Box = Pick<DOMRect, "left" | "top" | "right" | "bottom">;

const crosses = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const empty = (box: Pick<DOMRect, "width" | "height">) => box.width === 0 || box.height === 0;

/**
 * Where an element rests, without the `translate` it shows and hides with: a
 * hidden button sits a little lower, and measured there it would miss what it
 * covers once shown. (Its `transform`, which lifts it over the cookie bar,
 * stays counted.)
 */
function restingBox(element: Element): Box & Pick<DOMRect, "width" | "height"> {
  const box = element.getBoundingClientRect();
  const translate = element.ownerDocument.defaultView?.getComputedStyle(element).translate;
  const [x = 0, y = 0] =
    translate && translate !== "none"
      ? translate.split(" ").map((part) => Number.parseFloat(part) || 0)
      : [];
  return {
    left: box.left - x,
    right: box.right - x,
    top: box.top - y,
    bottom: box.bottom - y,
    width: box.width,
    height: box.height,
  };
}

/** True when `element`'s resting box crosses the box of any element matching `selector`. */
export function overlapsAny(element: Element | null, selector: string): boolean {
  if (!element || selector === "") return false;
  const own = restingBox(element);
  if (empty(own)) return false;
  for (const other of element.ownerDocument.querySelectorAll(selector)) {
    const box = other.getBoundingClientRect();
    if (!empty(box) && crosses(own, box)) return true;
  }
  return false;
}
