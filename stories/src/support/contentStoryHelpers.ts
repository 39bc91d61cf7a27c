import { expect } from "storybook/test";

/** The story renders right to left because its locale is Arabic, and nothing else set it. */
export async function expectRightToLeft(canvasElement: HTMLElement) {
  const frame = canvasElement.querySelector('[data-slot="story-frame"]');
  await expect(frame).toHaveAttribute("dir", "rtl");
  await expect(frame).toHaveAttribute("lang", "ar");
  await expect(document.documentElement).toHaveAttribute("dir", "rtl");
}

/** Copy in English or Arabic, picked by the story's locale global. */
export function pick<T>(locale: unknown, copy: { en: T; ar: T }): T {
  return locale === "ar" ? copy.ar : copy.en;
}
