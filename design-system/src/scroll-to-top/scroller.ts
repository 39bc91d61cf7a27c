/**
 * What the scroll helpers move: the window by default, a scrollable element,
 * or a fake in tests. Reading and writing go through it so the helpers never
 * touch `window` themselves.
 */
export interface Scroller {
  /** Current vertical scroll position, in px. */
  getScrollTop(): number;
  /** Jumps to a vertical position, in px, without the browser's own smoothing. */
  scrollTo(top: number): void;
  /** Calls the listener on every scroll; returns the function that stops it. */
  subscribe(listener: () => void): () => void;
}

/** The page's own scroll position. Call it in the browser (an effect, an event), not on the server. */
export function windowScroller(): Scroller {
  return {
    getScrollTop: () => window.scrollY,
    // "instant": a page with `scroll-behavior: smooth` would otherwise smooth each frame again.
    scrollTo: (top) => window.scrollTo({ top, behavior: "instant" }),
    subscribe: (listener) => {
      window.addEventListener("scroll", listener, { passive: true });
      return () => window.removeEventListener("scroll", listener);
    },
  };
}

/** A scrollable element's position (a panel with `overflow: auto`). */
export function elementScroller(element: HTMLElement): Scroller {
  return {
    getScrollTop: () => element.scrollTop,
    scrollTo: (top) => element.scrollTo({ top, behavior: "instant" }),
    subscribe: (listener) => {
      element.addEventListener("scroll", listener, { passive: true });
      return () => element.removeEventListener("scroll", listener);
    },
  };
}
