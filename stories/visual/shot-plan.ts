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

export interface Shot {
  storyId: string;
  globals: ViewGlobals;
  /** The baseline's file name: `<story id>.<locale>.<brand>.png`. */
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

/** A story pinned to Arabic by its own globals already is its RTL view: one screenshot is enough. */
const pinnedToArabic = (story: IndexEntry) => /\brtl\b/i.test(story.name);

/**
 * Every screenshot of one component title: each story in English and Arabic
 * for the master brand, and in English for the other brands when the title
 * is a key component. Ordered by view first, so the page changes its globals
 * (a re-render of whatever is on screen) a few times per title rather than
 * for every story.
 */
export function shotsOf(title: string, stories: readonly IndexEntry[]): Shot[] {
  const views: Array<{ globals: ViewGlobals; skip?: (story: IndexEntry) => boolean }> = [
    { globals: { locale: "en", brand: "master" }, skip: pinnedToArabic },
    { globals: { locale: "ar", brand: "master" } },
    ...(KEY_COMPONENTS.has(title)
      ? OTHER_BRANDS.map((brand) => ({ globals: { locale: "en", brand } }))
      : []),
  ];
  return views.flatMap(({ globals, skip }) =>
    stories
      .filter((story) => !skip?.(story))
      .map((story) => ({
        storyId: story.id,
        globals,
        name: `${story.id}.${globals.locale}.${globals.brand}.png`,
      })),
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
