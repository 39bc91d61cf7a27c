import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium-args.ts";

// End-to-end tests drive Debian's Chromium against the built site served by
// the real api over HTTP, with a fresh embedded database for each run.
const port = Number(process.env.E2E_PORT ?? 4310);
const dataDir = mkdtempSync(join(tmpdir(), "mvpn-e2e-"));

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // Waiting for a condition (a visible dialog, a URL, an attribute) may take
  // longer than Playwright's 5 s default on a loaded 2-core machine; a longer
  // bound only slows a failure, never a pass. Nothing here measures time
  // (docs/testing.md: timing patterns to avoid).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // npm test sums the counts of every runner from their JSON reports.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace costs every test, not only the ones that fail: the
    // screencast and DOM snapshots took a third of the wall time of the
    // commerce and auth specs (5.1 min against 3.3, docs/testing.md). A failure
    // still leaves its screenshot and the page's accessibility snapshot
    // (error-context.md); E2E_TRACE=1 records full traces to look into one.
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node api/dist/main.js",
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // A test may play a visitor elsewhere with X-Forwarded-For (the geo of a
      // GB visitor): the api believes it from this machine only, as from a proxy.
      TRUST_PROXY: "loopback",
      // The WebRTC leak test's STUN server on loopback (issue #15), on a UDP
      // port derived from the HTTP one so parallel runs on other ports don't clash.
      STUN_PORT: String(port + 30_000),
      // The bot check's proof of work at a tenth of its default difficulty
      // (docs/api.md: 100,000): the same challenge, solve and verification
      // code, but each sign-up, login and checkout solves in the browser in
      // a tenth of the CPU. At the default, two workers solving side by side
      // on a loaded 2-core machine could take longer than an expectation's
      // 15 s (fresh-clone run 21: a login stuck on "Logging you in…").
      ALTCHA_MAX_NUMBER: "10000",
    },
  },
});
