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
const KEY_COMPONENTS = ["Components/Button", "Components/PlanCard", "Components/Banner", "Components/Header"];
const BRANDS = ["master", "turbo", "signal"] as const;

async function openStory(page: Page, id: string, globals: Record<string, string>) {
  const query = Object.entries(globals)
    .map(([key, value]) => `${key}:${value}`)
    .join(";");
  await page.goto(`/iframe.html?id=${id}&viewMode=story&globals=${query}`);
  await page.waitForSelector("#storybook-root > *, #storybook-docs > *", { state: "attached" });
  // Web fonts decide every line break: compare only once they are in.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState("networkidle");
}

for (const story of stories) {
  // A story pinned to Arabic by its own globals is already its RTL view.
  for (const locale of ["en", "ar"] as const) {
    test(`${story.title} › ${story.name} › ${locale}`, async ({ page }) => {
      await openStory(page, story.id, { locale, brand: "master" });
      await expect(page).toHaveScreenshot(`${story.id}.${locale}.master.png`, { fullPage: true });
    });
  }
  if (KEY_COMPONENTS.includes(story.title)) {
    for (const brand of BRANDS.filter((b) => b !== "master")) {
      test(`${story.title} › ${story.name} › en › ${brand}`, async ({ page }) => {
        await openStory(page, story.id, { locale: "en", brand });
        await expect(page).toHaveScreenshot(`${story.id}.en.${brand}.png`, { fullPage: true });
      });
    }
  }
}
