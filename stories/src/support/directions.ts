import { directionOf } from "@mvpn/locales";
import { expect } from "storybook/test";

/**
 * One story per state: the locale global decides the language and the
 * direction, so a right-to-left view is never a story of its own. A story
 * whose play function has something to check in Arabic is tagged `rtl`: the
 * story tests run it in English (`vitest.config.ts`) and again in Arabic
 * (`vitest.rtl.config.ts`), and the preview checks the frame's direction
 * after every right-to-left render (`.storybook/preview.tsx`).
 */
export const isRightToLeft = (globals: Record<string, unknown>) =>
  directionOf(String(globals.locale ?? "en")) === "rtl";

/** The story renders right to left because its locale is Arabic, and nothing else set it. */
export async function expectRightToLeft(canvasElement: HTMLElement) {
  const frame = canvasElement.querySelector('[data-slot="story-frame"]');
  await expect(frame).toHaveAttribute("dir", "rtl");
  await expect(frame).toHaveAttribute("lang", "ar");
  await expect(document.documentElement).toHaveAttribute("dir", "rtl");
}

interface PlayContext {
  globals: Record<string, unknown>;
}

/**
 * The play function of a story tagged `rtl` (the tag stays a literal on the
 * story: Storybook reads tags without running the file). `rtl` runs when the
 * story is shown right to left. `shared`: the story's own checks hold in both
 * directions (they query by role or by the locale's words), so they run
 * before `rtl`; otherwise they run in left-to-right locales only.
 */
export function inBothDirections<C extends PlayContext>(
  own: ((context: C) => Promise<void> | void) | undefined,
  rtl: (context: C) => Promise<void> | void,
  { shared = false }: { shared?: boolean } = {},
): (context: C) => Promise<void> {
  return async (context) => {
    const rightToLeft = isRightToLeft(context.globals);
    if (own && (shared || !rightToLeft)) await own(context);
    if (rightToLeft) await rtl(context);
  };
}
