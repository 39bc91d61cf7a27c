/** A story of the built Storybook's index.json. */
export interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: "story" | "docs";
  tags?: string[];
}

export interface ViewGlobals {
  locale: string;
  brand: string;
}

/**
 * The viewports of the Storybook toolbar (`.storybook/preview.tsx`), the
 * sizes the visual test shoots a story at when the story declares them.
 */
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/**
 * The canvas of a story that declares no viewport (an atom, shown at its
 * natural width inside it): the size every baseline had before viewports.
 */
export const NATURAL_CANVAS = { width: 1024, height: 720 } as const;

/** What a story says about viewports, read from the preview (storybook-page.ts). */
export interface StoryViewports {
  /** `parameters.viewports`: the viewports the story is about. */
  declared?: readonly string[];
  /** `globals.viewport.value`: a story pinned to one viewport (a phone-only state). */
  pinned?: string;
  /** `globals.locale`: a story pinned to one locale is not shot again in the other master-brand view. */
  locale?: string;
  /**
   * `parameters.brands`: the brands a key component's story looks different in. A state drawn only
   * with functional tokens (the feedback tones, the danger colour) is the same image in every brand,
   * so it says `["master"]` and is shot once per locale rather than approved three times (issue #39).
   */
  brands?: readonly string[];
}

export interface Shot {
  storyId: string;
  globals: ViewGlobals;
  /** Undefined: the natural canvas. */
  viewport?: ViewportName;
  /** The baseline's file name: `<story id>.<locale>.<brand>[.<viewport>].png`. */
  name: string;
}

/** The components reviewed in every brand (issue 3), by their story title. */
export const KEY_COMPONENTS: ReadonlySet<string> = new Set([
  "Components/Button",
  "Components/PlanCard",
  "Components/Banner",
  "Components/Header",
]);
const OTHER_BRANDS = ["turbo", "signal"] as const;

const isViewport = (name: string | undefined): name is ViewportName =>
  name !== undefined && Object.hasOwn(VIEWPORTS, name);

/**
 * The viewports to shoot a story at: the ones it declares, else the one it is
 * pinned to, else its natural canvas. A name the toolbar does not know fails
 * the plan rather than silently shooting nothing.
 */
export function viewportsOf(story: StoryViewports): Array<ViewportName | undefined> {
  const names = story.declared ?? (story.pinned ? [story.pinned] : []);
  const unknown = names.filter((name) => !isViewport(name));
  if (unknown.length > 0) throw new Error(`Unknown viewport ${unknown.join(", ")}`);
  return names.length > 0 ? (names as ViewportName[]) : [undefined];
}

/**
 * Every screenshot of one component title: each story at each viewport it
 * declares, in English and Arabic for the master brand, and in English for
 * the other brands when the title is a key component. Ordered by viewport,
 * then view, so the page resizes and changes its globals (a re-render of
 * whatever is on screen) a few times per title rather than for every story.
 */
export function shotsOf(
  title: string,
  stories: readonly IndexEntry[],
  viewports: Readonly<Record<string, StoryViewports>> = {},
): Shot[] {
  const views: ViewGlobals[] = [
    { locale: "en", brand: "master" },
    { locale: "ar", brand: "master" },
    ...(KEY_COMPONENTS.has(title) ? OTHER_BRANDS.map((brand) => ({ locale: "en", brand })) : []),
  ];
  const planned = stories.flatMap((story) =>
    viewportsOf(viewports[story.id] ?? {}).map((viewport) => ({ story, viewport })),
  );
  // A story pinned to a locale would repeat its master-brand shot in the other
  // master view; the other brands have one view each, where it shows its own locale.
  const shownIn = (storyId: string, globals: ViewGlobals) => {
    const { locale: pinned, brands } = viewports[storyId] ?? {};
    if (brands && !brands.includes(globals.brand)) return false;
    return pinned === undefined || pinned === globals.locale || globals.brand !== "master";
  };
  const order: Array<ViewportName | undefined> = [undefined, "phone", "tablet", "desktop"];
  return order.flatMap((viewport) =>
    views.flatMap((globals) =>
      planned
        .filter((entry) => entry.viewport === viewport && shownIn(entry.story.id, globals))
        .map(({ story }) => ({
          storyId: story.id,
          globals,
          viewport,
          name: [story.id, globals.locale, globals.brand, viewport, "png"]
            .filter(Boolean)
            .join("."),
        })),
    ),
  );
}

/** The stories to compare, by component title, in index order. */
export function storiesByTitle(entries: readonly IndexEntry[]): Map<string, IndexEntry[]> {
  const byTitle = new Map<string, IndexEntry[]>();
  for (const entry of entries) {
    if (entry.type !== "story" || entry.tags?.includes("no-visual")) continue;
    byTitle.set(entry.title, [...(byTitle.get(entry.title) ?? []), entry]);
  }
  return byTitle;
}
