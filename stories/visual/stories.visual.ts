import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, type Page, test } from "@playwright/test";

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: "story" | "docs";
  tags?: string[];
}

const index = JSON.parse(
  readFileSync(fileURLToPath(new URL("../storybook-static/index.json", import.meta.url)), "utf8"),
) as { entries: Record<string, IndexEntry> };

const stories = Object.values(index.entries).filter(
  (entry) => entry.type === "story" && !entry.tags?.includes("no-visual"),
);

/** The components reviewed in every brand (issue 3), by their story title. */
const KEY_COMPONENTS = new Set([
  "Components/Button",
  "Components/PlanCard",
  "Components/Banner",
  "Components/Header",
]);
const OTHER_BRANDS = ["turbo", "signal"] as const;

/** One test per component: a single page walks through its stories, so Storybook's bundle loads once. */
const byTitle = new Map<string, IndexEntry[]>();
for (const story of stories) byTitle.set(story.title, [...(byTitle.get(story.title) ?? []), story]);

async function openStory(page: Page, id: string, globals: Record<string, string>) {
  const query = Object.entries(globals)
    .map(([key, value]) => `${key}:${value}`)
    .join(";");
  await page.goto(`/iframe.html?id=${id}&viewMode=story&globals=${query}`, { waitUntil: "load" });
  await page.waitForFunction(() => {
    const root = document.querySelector("#storybook-root");
    return Boolean(root?.firstElementChild) && !document.querySelector(".sb-show-preparing-story");
  });
  // Web fonts decide every line break: compare only once they are in, and after a frame has painted them.
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** A story pinned to Arabic by its own globals already is its RTL view: one screenshot is enough. */
const pinnedToArabic = (story: IndexEntry) => /\brtl\b/i.test(story.name);

for (const [title, group] of byTitle) {
  test(title, async ({ page }) => {
    for (const story of group) {
      const locales = pinnedToArabic(story) ? (["ar"] as const) : (["en", "ar"] as const);
      for (const locale of locales) {
        await openStory(page, story.id, { locale, brand: "master" });
        await expect
          .soft(page)
          .toHaveScreenshot(`${story.id}.${locale}.master.png`, { fullPage: true });
      }
      if (KEY_COMPONENTS.has(title)) {
        for (const brand of OTHER_BRANDS) {
          await openStory(page, story.id, { locale: "en", brand });
          await expect
            .soft(page)
            .toHaveScreenshot(`${story.id}.en.${brand}.png`, { fullPage: true });
        }
      }
    }
  });
}
