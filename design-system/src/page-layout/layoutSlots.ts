import type { ComponentProps, ReactNode } from "react";

/** Slots every page layout has. */
export interface PageLayoutSlots extends Omit<ComponentProps<"div">, "children"> {
  /** The site header (usually `<Header>`). */
  header?: ReactNode;
  /** The site footer (usually `<Footer>`). */
  footer?: ReactNode;
  /** The page's own content; it goes inside `<main>`. */
  children?: ReactNode;
  /** Id of `<main>`, the skip link's target. Default `main`. */
  mainId?: string;
  /** Replaces the translated "Skip to main content". */
  skipLinkLabel?: string;
}

/**
 * `<main>` takes focus from the skip link (tabIndex −1) but shows no ring for
 * it: it is never reached with Tab, only jumped to.
 */
export const MAIN_CLASSES = "focus:outline-none";
