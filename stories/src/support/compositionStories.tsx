import type { Meta } from "@storybook/react-vite";
import type { ComponentType } from "react";
import { type CheckoutLang, checkoutLang } from "./checkoutFixtures";

/**
 * The viewports a whole page is about: the visual test shoots compositions
 * and layouts at each, in English and Arabic (stories/visual/shot-plan.ts).
 */
export const PAGE_VIEWPORTS = ["phone", "desktop"] as const;

/**
 * The meta of a composition story file, after its title (Storybook reads the
 * title without running the file, so it stays a literal there):
 * `const meta = { title: "Compositions/…", ...compositionMeta(Page) }`. The
 * page full-bleed, in the locale of the toolbar (the direction follows it),
 * at a phone and a desktop width. One story per state; Arabic and the phone
 * are globals, never twin exports.
 */
export function compositionMeta<P extends { lang: CheckoutLang }>(
  Page: ComponentType<P>,
  args?: Omit<P, "lang">,
) {
  return {
    component: Page,
    args: { ...args, lang: "en" } as Partial<P>,
    parameters: {
      layout: "fullscreen",
      controls: { disable: true },
      viewports: PAGE_VIEWPORTS,
    },
    render: (storyArgs, { globals }) => (
      <Page {...(storyArgs as P)} lang={checkoutLang(globals.locale)} />
    ),
  } satisfies Meta<ComponentType<P>>;
}
