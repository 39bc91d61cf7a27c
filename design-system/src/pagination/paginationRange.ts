export type PaginationItem = number | "ellipsis-start" | "ellipsis-end";

/**
 * The page numbers to show: always the first and last page, `siblings`
 * pages either side of the current one, and an ellipsis for each gap of two
 * or more pages (a gap of one shows the page itself: an ellipsis would hide
 * nothing). Once the count is large enough to need an ellipsis, the list
 * always has `2 × siblings + 5` entries, so the control does not change width
 * while paging.
 *
 * paginationRange(5, 10, 1) → [1, "ellipsis-start", 4, 5, 6, "ellipsis-end", 10]
 */
export function paginationRange(page: number, count: number, siblings = 1): PaginationItem[] {
  const total = Math.max(0, Math.floor(count));
  if (total === 0) return [];
  const around = Math.max(0, Math.floor(siblings));
  const current = Math.min(Math.max(1, Math.floor(page)), total);
  // first + last + current + siblings + two ellipses
  const slots = 2 * around + 5;
  if (total <= slots) return range(1, total);

  // The window of middle pages slides with the current page but keeps its
  // length, stopping short of the first and last page.
  const windowStart = Math.max(Math.min(current - around, total - 2 * around - 2), 3);
  const windowEnd = Math.min(Math.max(current + around, 2 * around + 3), total - 2);

  const items: PaginationItem[] = [1];
  items.push(windowStart > 3 ? "ellipsis-start" : 2);
  items.push(...range(windowStart, windowEnd));
  items.push(windowEnd < total - 2 ? "ellipsis-end" : total - 1);
  items.push(total);
  return items;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
