import { DEFAULT_LOCALE, type InterfaceLocale, isSelectableLocale } from "@mvpn/locales";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { type ComponentType, Fragment, type ReactNode } from "react";
import { within } from "storybook/test";
import { SMALL_PHONE } from "./checkoutFixtures";
import { fitsSmallPhone } from "./compositionHelpers";
import { type SiteMessage, siteCopy } from "./siteCopy";

/**
 * The viewports a whole page is about: the visual test shoots compositions
 * and layouts at each, in English and Arabic (stories/visual/shot-plan.ts).
 */
export const PAGE_VIEWPORTS = ["phone", "desktop"] as const;

/** The toolbar's locale as one of the site's 11 interface languages (English when it is none). */
export const pageLocale = (locale: unknown): InterfaceLocale =>
  typeof locale === "string" && isSelectableLocale(locale) ? locale : DEFAULT_LOCALE;

/**
 * The meta of a composition story file, after its title and tags (Storybook
 * reads those without running the file, so they stay literals there):
 * `export default { title: "Compositions/…", tags: ["rtl"], ...composition.meta(Page) }`
 * with `import * as composition from "./support/compositionStories"`. The
 * page full-bleed, in the locale of the toolbar (any of the 11; the
 * direction follows it), at a phone and a desktop width. One story per
 * state; Arabic, Japanese and the phone are globals, never twin exports.
 */
export function meta<P extends { locale: InterfaceLocale }>(
  Page: ComponentType<P>,
  args?: Omit<P, "locale">,
) {
  return {
    component: Page,
    args: { ...args, locale: DEFAULT_LOCALE } as Partial<P>,
    parameters: {
      layout: "fullscreen",
      controls: { disable: true },
      viewports: PAGE_VIEWPORTS,
    },
    render: (storyArgs, { globals }) => (
      <Page {...(storyArgs as P)} locale={pageLocale(globals.locale)} />
    ),
  } satisfies Meta<ComponentType<P>>;
}

/**
 * A story of a composition file whose default export is
 * `{ title: "Compositions/…", tags: ["rtl"], ...composition.meta(Page) }`: the page's props
 * other than the locale are its args.
 */
export type CompositionStory<Page> =
  Page extends ComponentType<infer P extends { locale: InterfaceLocale }>
    ? StoryObj<ReturnType<typeof meta<P>>>
    : never;

interface PlayContext {
  canvasElement: HTMLElement;
  globals: Record<string, unknown>;
}

/** What a composition's check gets: the canvas, its queries, and the site's words in the story's locale. */
export type PageCheck<C extends PlayContext> = (
  context: C & { canvas: ReturnType<typeof within>; t: SiteMessage; locale: InterfaceLocale },
) => Promise<void> | void;

/**
 * A play function that checks a page in whatever locale the toolbar shows:
 * it queries by the site's own words (`t`, from `catalogs`), so the same
 * check holds in English, in Arabic (the `storybook-rtl` project) and in
 * every other language, with no table of expected strings per language.
 */
export function checkPage<C extends PlayContext>(
  catalogs: readonly string[],
  check: PageCheck<C>,
): (context: C) => Promise<void> {
  return async (context) => {
    const locale = pageLocale(context.globals.locale);
    await check({
      ...context,
      canvas: within(context.canvasElement),
      t: siteCopy(locale, ...catalogs),
      locale,
    });
  };
}

/**
 * The spread of a composition's 360 px check (issue #16's acceptance): a
 * check, not a state, so the story is tagged `no-visual` (the visual test
 * shoots the page at the 390 px phone viewport; the tag stays a literal on
 * the story for Storybook's index); the file's `rtl` tag runs it in both
 * directions.
 */
export function smallPhoneCheck<C extends PlayContext>(
  play: (context: C) => Promise<void> = fitsSmallPhone,
  name = "Fits a 360 px phone",
) {
  return { ...SMALL_PHONE, name, play };
}

const LINK_MARK = "\u0001";

/**
 * The value of a message's `<link>` tag (`"No account yet? <link>Buy a
 * plan</link>"`): it marks the link's words so `withLink` can wrap them,
 * where the site passes a component to react-intl.
 */
export const LINK_TAG = {
  link: ((chunks: string[]) => `${LINK_MARK}${chunks.join("")}${LINK_MARK}`) as unknown as string,
};

/** A message formatted with `LINK_TAG`, its link's words rendered by `link`. */
export function withLink(text: string, link: (words: string) => ReactNode): ReactNode {
  return text
    .split(LINK_MARK)
    .map((part, i) => (i % 2 === 1 ? <Fragment key={part}>{link(part)}</Fragment> : part));
}

/** Where a message's value is an element (an address isolated left to right): format with it, then `withValue`. */
export const VALUE_MARK = "\u0002";

/** A message formatted with `VALUE_MARK` for one value, that value rendered as `value`. */
export function withValue(text: string, value: ReactNode): ReactNode {
  const [before, after] = text.split(VALUE_MARK);
  return (
    <>
      {before}
      {value}
      {after}
    </>
  );
}
