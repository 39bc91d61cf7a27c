import { motion, scroll } from "@mvpn/tokens";
import { cubicBezier } from "./cubicBezier";
import type { Scroller } from "./scroller";

export interface ScrollToTargetOptions {
  /** The target's distance from the top of the scrolled content, in px. */
  top: number;
  /**
   * Space left above the target, in px, so a sticky header does not cover it;
   * SPEC.md §2/§9: 50 px by default (`scroll.offset` of `@mvpn/tokens`).
   */
  offset?: number;
  /** SPEC.md §2/§9: 1200 ms by default (`motion.duration.scroll`). */
  duration?: number;
  /** Progress (0–1) to eased progress; `motion.easing.move` by default. */
  easing?: (progress: number) => number;
  /** Jump instead of animating; read from `prefers-reduced-motion` when not given. */
  reducedMotion?: boolean;
  /** Called once the target is reached, not when the scroll was cancelled. */
  onComplete?: () => void;
}

/** Moves of more than this many px not made by the animation mean the reader scrolled: stop. */
const USER_SCROLL_TOLERANCE = 2;

// Pure: keeps the module free of top-level work a bundler must keep.
const moveEasing = /* @__PURE__ */ cubicBezier(...motion.easing.move);

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Scrolls smoothly to `top - offset` over `duration` ms with
 * `requestAnimationFrame` along `motion.easing.move`, or jumps there when the
 * reader prefers reduced motion. The reader scrolling meanwhile wins: the
 * animation stops. Returns a function that cancels it.
 */
export function scrollToTarget(options: ScrollToTargetOptions, scroller: Scroller): () => void {
  const {
    top,
    offset = scroll.offset,
    duration = motion.duration.scroll,
    easing = moveEasing,
    reducedMotion = prefersReducedMotion(),
    onComplete,
  } = options;
  const target = Math.max(0, top - offset);
  const from = scroller.getScrollTop();

  if (reducedMotion || duration <= 0 || from === target) {
    scroller.scrollTo(target);
    onComplete?.();
    return () => {};
  }

  let frame = 0;
  let start: number | undefined;
  let written = from;
  const step = (now: number) => {
    if (Math.abs(scroller.getScrollTop() - written) > USER_SCROLL_TOLERANCE) return;
    start ??= now;
    const progress = Math.min(1, (now - start) / duration);
    written = from + (target - from) * easing(progress);
    scroller.scrollTo(written);
    if (progress < 1) frame = requestAnimationFrame(step);
    else onComplete?.();
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}
