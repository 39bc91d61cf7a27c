import { type Scroller, scrollToTarget } from "@mvpn/design-system";
import { motion, scroll } from "@mvpn/tokens";

/**
 * SPEC.md §9 "route delay 100 ms": after a navigation to a hash, the anchor
 * is looked up this long after the new page has rendered, so content that
 * arrives just after the route (lazy parts, translations) has its place.
 */
export const ROUTE_DELAY_MS = 100;

export interface HashScrollOptions {
  /** `location.hash`, with its "#". */
  hash: string;
  /** What scrolls: the window in the site. */
  scroller: Scroller;
  /** Finds the anchor: `document.getElementById` in the site. */
  findById: (id: string) => Element | null;
  /** SPEC.md §9: 100 ms. */
  delay?: number;
  /** The scroll helper's offset, SPEC.md §9: 50 px. */
  offset?: number;
  /** The scroll helper's duration, SPEC.md §9: 1200 ms. */
  duration?: number;
  /** Jump instead of animating; read from `prefers-reduced-motion` when not given. */
  reducedMotion?: boolean;
}

/** Closer than this to the place it should be, the anchor is not moved again. */
const IN_PLACE_TOLERANCE_PX = 1;

/** The element id a hash names, or null when it names none ("#", "#%E0%A4%A"). */
export function anchorId(hash: string): string | null {
  const raw = hash.startsWith("#") ? hash.slice(1) : hash;
  if (raw === "") return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * SPEC.md §2 "Navigation scrolls … to the hash anchor if one is given":
 * waits the route delay, then brings the anchor to `offset` px below the top
 * with the scroll helper's smooth scroll (a jump for reduced motion). React
 * Router's scroll restoration has already jumped to an anchor that existed
 * when the route rendered (the page's `scroll-padding-block-start` keeps the
 * same offset), so this only moves when the anchor came later or sits
 * elsewhere. A missing anchor leaves the page where it is. Returns a function
 * that cancels the wait or the scroll (the next navigation calls it).
 */
export function scrollToHashAfterRouteDelay({
  hash,
  scroller,
  findById,
  delay = ROUTE_DELAY_MS,
  offset = scroll.offset,
  duration = motion.duration.scroll,
  reducedMotion,
}: HashScrollOptions): () => void {
  const id = anchorId(hash);
  if (id === null) return () => {};
  let cancelScroll = () => {};
  const timer = setTimeout(() => {
    const anchor = findById(id);
    if (!anchor) return;
    const current = scroller.getScrollTop();
    const top = anchor.getBoundingClientRect().top + current;
    if (Math.abs(Math.max(0, top - offset) - current) <= IN_PLACE_TOLERANCE_PX) return;
    cancelScroll = scrollToTarget(
      { top, offset, duration, ...(reducedMotion !== undefined && { reducedMotion }) },
      scroller,
    );
  }, delay);
  return () => {
    clearTimeout(timer);
    cancelScroll();
  };
}
