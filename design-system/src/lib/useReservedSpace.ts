import { type RefObject, useEffect, useLayoutEffect, useState } from "react";

/** The CSS custom property that carries the bar's height while it shows. */
export const BOTTOM_BAR_HEIGHT = "--mvpn-bottom-bar-height";

/**
 * The height of a bar fixed to the bottom of the viewport, kept free for the
 * page: the returned height sizes a spacer at the end of the page (so its
 * last lines can scroll above the bar), and the page's bottom scroll padding
 * makes the browser stop short of the bar when it scrolls a focused or
 * linked element into view (WCAG 2.2 "Focus not obscured"). The height is
 * also published as `--mvpn-bottom-bar-height` on the root element, so other
 * fixed elements at the bottom (the scroll-to-top button) sit above the bar.
 * Shared by every bar fixed to the bottom (the cookie consent, a banner in
 * `placement="viewport"`), so they all keep the page clear the same way.
 */
export function useReservedSpace(ref: RefObject<HTMLElement | null>, enabled: boolean): number {
  const [height, setHeight] = useState(0);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const measure = () => setHeight(Math.ceil(element.getBoundingClientRect().height));
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled]);

  useEffect(() => {
    if (!enabled || height === 0) return;
    const style = document.documentElement.style;
    const previous = style.scrollPaddingBlockEnd;
    style.scrollPaddingBlockEnd = `${height}px`;
    style.setProperty(BOTTOM_BAR_HEIGHT, `${height}px`);
    return () => {
      style.scrollPaddingBlockEnd = previous;
      style.removeProperty(BOTTOM_BAR_HEIGHT);
    };
  }, [enabled, height]);

  return enabled ? height : 0;
}
