export { cubicBezier } from "./cubicBezier";
export { FLOATING_AVOID_SELECTOR } from "./overlap";
export { ScrollToTop, type ScrollToTopProps } from "./ScrollToTop";
export { elementScroller, type Scroller, windowScroller } from "./scroller";
export { prefersReducedMotion, type ScrollToTargetOptions, scrollToTarget } from "./scrollToTarget";
