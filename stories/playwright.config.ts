import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium-args.ts";
import { NATURAL_CANVAS } from "./visual/shot-plan.ts";

// Visual review: every story of the built Storybook at each viewport it
// declares, in English (LTR) and Arabic (RTL) for the master brand, and the
// key components in every brand, compared with the baselines in
// visual/__screenshots__. After a reviewer has looked at
// stories/visual-review/index.html, `npm run visual:approve -- <story id or
// glob>` rewrites the baselines of those stories only.
const port = Number(process.env.VISUAL_PORT ?? 6106);

export default defineConfig({
  testDir: "visual",
  testMatch: "**/*.visual.ts",
  outputDir: "../test-results/visual",
  snapshotPathTemplate: "{testDir}/__screenshots__/{arg}{ext}",
  fullyParallel: true,
  workers: 2,
  // One retry: a test shoots every story of a component at 0 pixels of
  // tolerance, and one fresh-clone CI run failed a single shot once that
  // passed in every run after, alone and under load. A real change fails
  // both tries; a retried pass is named at the end of `npm test`'s output.
  retries: 1,
  // A test walks through every story of one component.
  timeout: 300_000,
  reporter: [
    ["list"],
    ["html", { outputFolder: "visual-report", open: "never" }],
    // visual-review/index.html: changed stories first, by component, baseline | new | diff (issue #39).
    ["./visual/review-reporter.ts"],
    // npm test sums the counts of every runner from their JSON reports.
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["json"] as ["json"]] : []),
  ],
  expect: {
    // toHaveScreenshot waits for two identical frames: on a loaded machine a
    // full-page shot of a long story can need more than the 5 s default.
    timeout: 15_000,
    // Strict on purpose: a one-pixel-wide change to a component must fail.
    toHaveScreenshot: {
      maxDiffPixels: 0,
      threshold: 0.1,
      animations: "disabled",
      caret: "hide",
      scale: "css",
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        channel: undefined,
        // A story that declares no viewport; the others resize the page (shot-plan.ts).
        viewport: NATURAL_CANVAS,
        deviceScaleFactor: 1,
      },
    },
  ],
  webServer: {
    command: "node visual/serve-storybook.mjs",
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    env: { PORT: String(port) },
  },
});
