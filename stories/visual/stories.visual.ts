import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect } from "@playwright/test";
import { test } from "./preview-fixture.ts";
import { type IndexEntry, shotsOf, storiesByTitle } from "./shot-plan.ts";
import { showStory } from "./storybook-page.ts";

const index = JSON.parse(
  readFileSync(fileURLToPath(new URL("../storybook-static/index.json", import.meta.url)), "utf8"),
) as { entries: Record<string, IndexEntry> };

/**
 * One test per component: it walks through its stories on the worker's
 * Storybook page, switching them in place, so Storybook's bundle loads once
 * per worker rather than once per screenshot.
 */
for (const [title, stories] of storiesByTitle(Object.values(index.entries))) {
  test(title, async ({ preview }) => {
    for (const shot of shotsOf(title, stories)) {
      await showStory(preview, shot.storyId, shot.globals);
      await expect.soft(preview).toHaveScreenshot(shot.name, { fullPage: true });
    }
  });
}
