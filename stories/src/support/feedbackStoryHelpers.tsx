import type { ReactNode } from "react";
import { expect, within } from "storybook/test";

/** The story renders right to left because its locale is Arabic, and nothing else set it. */
export async function expectRightToLeft(canvasElement: HTMLElement) {
  const frame = canvasElement.querySelector('[data-slot="story-frame"]');
  await expect(frame).toHaveAttribute("dir", "rtl");
  await expect(frame).toHaveAttribute("lang", "ar");
  await expect(document.documentElement).toHaveAttribute("dir", "rtl");
}

export type StoryLang = "en" | "ar";

/** English or Arabic copy, picked by the story's locale global. */
export const langOf = (locale: unknown): StoryLang => (locale === "ar" ? "ar" : "en");

/** Queries over the whole document: dialogs and toasts are portalled out of the canvas. */
export const inPage = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * Stops spinners turning, so a screenshot of the story is the same every
 * time (the pixel comparison of every story); the component's own tests
 * check that it turns, and stands still under reduced motion.
 */
export function StillSpinners({ children }: { children: ReactNode }) {
  return <div className="**:data-[slot=spinner-icon]:animate-none">{children}</div>;
}
