import { appendFileSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect } from "@playwright/test";
import { test } from "./preview-fixture.ts";
import { type IndexEntry, shotsOf, storiesByTitle } from "./shot-plan.ts";
import { showStory, storyViewports, useViewport } from "./storybook-page.ts";

const index = JSON.parse(
  readFileSync(fileURLToPath(new URL("../storybook-static/index.json", import.meta.url)), "utf8"),
) as { entries: Record<string, IndexEntry> };

/**
 * One test per component (each story at each viewport it declares, see
 * shot-plan.ts): it walks through its stories on the worker's
 * Storybook page, switching them in place, so Storybook's bundle loads once
 * per worker rather than once per screenshot.
 */
/**
 * `VISUAL_STORIES`: story ids or globs (`components-header--*`), comma-separated,
 * set by `npm run visual:approve -- <id or glob>` so only those are shot and
 * rewritten. Unset: every story.
 */
const only = process.env.VISUAL_STORIES?.split(",").filter(Boolean).map(globToRegExp);

for (const [title, all] of storiesByTitle(Object.values(index.entries))) {
  const stories = only ? all.filter((story) => only.some((re) => re.test(story.id))) : all;
  if (stories.length === 0) continue;
  test(title, async ({ preview }) => {
    const viewports = await storyViewports(
      preview,
      stories.map((story) => story.id),
    );
    for (const shot of shotsOf(title, stories, viewports)) {
      await useViewport(preview, shot.viewport);
      await showStory(preview, shot.storyId, shot.globals);
      await expect.soft(preview).toHaveScreenshot(shot.name, { fullPage: true });
      // VISUAL_SHOT_LOG=<file>: every baseline name a run compares, to find the ones no story shoots any more.
      if (process.env.VISUAL_SHOT_LOG)
        appendFileSync(process.env.VISUAL_SHOT_LOG, `${shot.name}\n`);
    }
  });
}

function globToRegExp(glob: string): RegExp {
  const escaped = glob
    .trim()
    .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
    .replaceAll("*", ".*");
  return new RegExp(`^${escaped}$`);
}
