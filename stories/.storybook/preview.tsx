import "./preview.css";
import { LocaleProvider } from "@mvpn/design-system";
import { findClassConflicts } from "@mvpn/design-system/class-conflicts";
import { DEFAULT_LOCALE, directionOf, SELECTABLE_LOCALES } from "@mvpn/locales";
import type { Decorator, Preview } from "@storybook/react-vite";
import { type ReactNode, useLayoutEffect } from "react";
import { configure } from "storybook/test";

// Play functions wait up to 5 s for what they look for (Testing Library's
// default is 1 s). The header's menus and the phone sheet load their parts on
// first open (ADR 0017); in the story tests Vite compiles those parts on that
// first open, which took over a second on a 2-core machine running other jobs
// (a fresh-clone `npm test` failed Header's Signed In and Mobile Menu so).
// A story that is truly broken still fails, 4 s later.
configure({ asyncUtilTimeout: 5000 });

/** Brands of `@mvpn/tokens`; `master` is the `:root` default. */
const BRANDS = ["master", "turbo", "signal"] as const;
type Brand = (typeof BRANDS)[number];

interface StoryFrameProps {
  locale: string;
  brand: string;
  /** What `<html>` gets; differs from the story's own values on docs pages. */
  page: { locale: string; brand: string };
  children: ReactNode;
}

/**
 * Everything a story sits in, decided by the toolbar: the locale (and the
 * direction that follows from it, never a toggle of its own) and the brand.
 * `<html>` gets them too, so portalled content (dialogs, toasts) and the
 * `:root` brand block follow the toolbar like the page around them would.
 */
function StoryFrame({ locale, brand, page, children }: StoryFrameProps) {
  const dir = directionOf(locale);
  useLayoutEffect(() => {
    const html = document.documentElement;
    html.lang = page.locale;
    html.dir = directionOf(page.locale);
    html.dataset.brand = page.brand;
  }, [page.locale, page.brand]);
  return (
    <LocaleProvider locale={locale}>
      <div
        data-slot="story-frame"
        data-brand={brand}
        dir={dir}
        lang={locale}
        className="bg-surface text-text p-6 font-sans"
      >
        {children}
      </div>
    </LocaleProvider>
  );
}

type Globals = Record<string, unknown>;

const localeOf = (globals: Globals | undefined) => String(globals?.locale ?? DEFAULT_LOCALE);
const brandOf = (globals: Globals | undefined) => String(globals?.brand ?? "master");

const withLocaleAndBrand: Decorator = (Story, { globals, userGlobals, viewMode }) => {
  // A docs page shows several stories at once, some pinned to Arabic: there
  // `<html>` follows the toolbar, or the whole page would flip with the last one.
  const pageGlobals = viewMode === "docs" ? (userGlobals ?? globals) : globals;
  return (
    <StoryFrame
      locale={localeOf(globals)}
      brand={brandOf(globals)}
      page={{ locale: localeOf(pageGlobals), brand: brandOf(pageGlobals) }}
    >
      <Story />
    </StoryFrame>
  );
};

/**
 * A story's words in the toolbar's language (`parameters.argsByLocale`,
 * e.g. `{ ar: { children: "…" } }`): one story shows its state in every
 * locale it has words for, instead of an Arabic twin story (issue #39).
 */
const withLocaleArgs: Decorator = (Story, { args, globals, parameters }) => {
  const byLocale = parameters.argsByLocale as Record<string, Record<string, unknown>> | undefined;
  const localeArgs = byLocale?.[localeOf(globals)];
  return localeArgs ? <Story args={{ ...args, ...localeArgs }} /> : <Story />;
};

/**
 * After each story's play function (so menus, dialogs and errors it opened
 * count): fails the story when an element's class list holds two utilities
 * for the same property. `cn()` no longer resolves them (issue #14), so the
 * one that applies would be the stylesheet's choice, not the component's.
 * The whole body, for what dialogs and toasts portal out of the canvas.
 */
function noConflictingClasses(): void {
  const conflicts = findClassConflicts(document.body);
  if (conflicts.length === 0) return;
  const lines = conflicts.map(
    ({ element, className, overridden }) =>
      `<${element.tagName.toLowerCase()} class="${className}">: ${overridden.join(", ")} overridden`,
  );
  throw new Error(`Conflicting utility classes:\n${lines.join("\n")}`);
}

/**
 * In a right-to-left locale every story's frame and page are right to left:
 * the check each hand-written "RTL" twin story made, for every story the
 * Arabic story tests run (issue #39).
 */
function framedRightToLeft(canvasElement: HTMLElement, locale: string): void {
  const frame = canvasElement.querySelector('[data-slot="story-frame"]');
  const wrong = [
    frame?.getAttribute("dir") !== "rtl" && "the story frame's dir",
    frame?.getAttribute("lang") !== locale && "the story frame's lang",
    document.documentElement.dir !== "rtl" && "<html dir>",
  ].filter(Boolean);
  if (wrong.length > 0) throw new Error(`Not right to left: ${wrong.join(", ")}`);
}

const preview: Preview = {
  tags: ["autodocs"],
  // Storybook applies the last decorator first: the words, then the frame around them.
  decorators: [withLocaleAndBrand, withLocaleArgs],
  afterEach: ({ canvasElement, globals }) => {
    noConflictingClasses();
    const locale = localeOf(globals);
    if (directionOf(locale) === "rtl") framedRightToLeft(canvasElement, locale);
  },
  globalTypes: {
    locale: {
      description: "Interface language; the writing direction follows it",
      toolbar: {
        title: "Locale",
        icon: "globe",
        items: SELECTABLE_LOCALES.map((l) => ({
          value: l.code,
          title: `${l.name} (${l.code})`,
          right: l.dir === "rtl" ? "RTL" : undefined,
        })),
        dynamicTitle: true,
      },
    },
    brand: {
      description: "Brand whose tokens style the components",
      toolbar: {
        title: "Brand",
        icon: "paintbrush",
        items: BRANDS.map((brand) => ({ value: brand, title: brand })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    locale: DEFAULT_LOCALE,
    brand: "master" satisfies Brand,
  },
  parameters: {
    // An axe violation fails the story's test (in Vitest and in the Storybook UI).
    a11y: { test: "error" },
    viewport: {
      options: {
        phone: { name: "Phone (390)", styles: { width: "390px", height: "844px" }, type: "mobile" },
        tablet: {
          name: "Tablet (768)",
          styles: { width: "768px", height: "1024px" },
          type: "tablet",
        },
        desktop: {
          name: "Desktop (1280)",
          styles: { width: "1280px", height: "800px" },
          type: "desktop",
        },
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
