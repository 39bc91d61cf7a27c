/**
 * The attribute content puts on itself so a floating button never sits over
 * any of it, blank space included (a tool's results, the footer's last row).
 */
export const FLOATING_AVOID_SELECTOR = "[data-floating-avoid]";

/** What is content wherever its box is: controls, links, pictures. */
const SOLID =
  "a, button, input, select, textarea, label, img, svg, video, canvas, iframe, [role=button], [role=link], [role=img]";

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

/**
 * True when a floating `element` sits over content (issue #38: the
 * back-to-top button covered the leak test's Result column): over a
 * control, a link or a picture, or over a line of text. It hit-tests a grid
 * of points across its box and, where the page under a point is a block of
 * text, compares the text's own line boxes, so the blank end of a short last
 * line or the space between paragraphs does not count.
 */
export function coversContent(element: Element | null): boolean {
  if (!element) return false;
  const doc = element.ownerDocument;
  if (typeof doc.elementsFromPoint !== "function") return false;
  const own = element.getBoundingClientRect();
  if (empty(own)) return false;
  const seen = new Set<Element>();
  const steps = 4;
  for (let i = 0; i <= steps; i += 1) {
    for (let j = 0; j <= steps; j += 1) {
      // One pixel inside the edges: a point on the edge belongs to the neighbour too.
      const x = Math.min(own.left + (own.width * i) / steps, own.right - 1);
      const y = Math.min(own.top + (own.height * j) / steps, own.bottom - 1);
      const under = doc
        .elementsFromPoint(x, y)
        .find((other) => !element.contains(other) && !other.contains(element));
      if (!under || seen.has(under)) continue;
      seen.add(under);
      if (under.closest(SOLID) || textCrosses(under, own)) return true;
    }
  }
  return false;
}

/** Whether any of `block`'s own lines of text crosses `box`. */
function textCrosses(block: Element, box: Box): boolean {
  for (const node of block.childNodes) {
    if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
    const range = block.ownerDocument.createRange();
    range.selectNodeContents(node);
    for (const line of range.getClientRects()) if (crosses(line, box)) return true;
  }
  return false;
}
