import { directionOf } from "@mvpn/locales";

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

interface PlayContext {
  globals: Record<string, unknown>;
  canvasElement: HTMLElement;
}
type Play = (context: PlayContext) => Promise<void> | void;

/**
 * The story, with what to check when it is shown right to left. `shared`:
 * the story's own play function holds in both directions (it queries by role
 * or by the locale's words), so it runs before `rtl`; otherwise it runs in
 * left-to-right locales only. Call it as `inBothDirections<Story>(…)`.
 */
export function inBothDirections<S extends { tags?: string[]; play?: unknown }>(
  story: S,
  rtl: NonNullable<S["play"]>,
  { shared = false }: { shared?: boolean } = {},
): S {
  const own = story.play as Play | undefined;
  const check = rtl as Play;
  const play: Play = async (context) => {
    const rightToLeft = isRightToLeft(context.globals);
    if (own && (shared || !rightToLeft)) await own(context);
    if (rightToLeft) await check(context);
  };
  return { ...story, tags: [...(story.tags ?? []), "rtl"], play: play as S["play"] };
}
