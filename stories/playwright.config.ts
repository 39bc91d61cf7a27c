import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium-args.ts";

// Visual review: every story of the built Storybook, in English (LTR) and
// Arabic (RTL) for the master brand, and the key components in every brand,
// compared with the baselines in visual/__screenshots__. `npm run
// visual:approve` rewrites the baselines after a reviewer has looked at the
// diff report (stories/visual-report/index.html).
const port = Number(process.env.VISUAL_PORT ?? 6106);

export default defineConfig({
  testDir: "visual",
  testMatch: "**/*.visual.ts",
  outputDir: "../test-results/visual",
  snapshotPathTemplate: "{testDir}/__screenshots__/{arg}{ext}",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A test walks through every story of one component.
  timeout: 300_000,
  reporter: [
    ["list"],
    ["html", { outputFolder: "visual-report", open: "never" }],
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
        viewport: { width: 1024, height: 720 },
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
