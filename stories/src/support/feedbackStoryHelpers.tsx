import type { ReactNode } from "react";
import { within } from "storybook/test";

/**
 * Queries over the whole document: dialogs, toasts, menus and the mobile
 * menu sheet are portalled out of the canvas.
 */
export const inPage = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * Stops spinners turning, so a screenshot of the story is the same every
 * time (the pixel comparison of every story); the component's own tests
 * check that it turns, and stands still under reduced motion.
 */
export function StillSpinners({ children }: { children: ReactNode }) {
  return <div className="**:data-[slot=spinner-icon]:animate-none">{children}</div>;
}
