#!/usr/bin/env node
// `npm test`: everything CI runs, in the order that fails fastest.
// Each step prints its own output; the last line sums the test counts as
// "N passed, N failed" so CI and people read one verdict.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureChromium } from "./ensure-chromium.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const results = join(root, "test-results");
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const counts = { passed: 0, failed: 0, skipped: 0 };
/** @type {string[]} */
const timings = [];

/**
 * @param {string} title
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
function run(title, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${title}: ${[command, ...args].join(" ")}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${title} ${seconds}s`);
  return result.status === 0;
}

/**
 * @param {string} title
 * @param {string[]} projects
 * @param {string} file
 */
function vitest(title, projects, file) {
  const output = join(results, file);
  const ok = run(title, "npx", [
    "vitest",
    "run",
    ...projects.flatMap((p) => ["--project", p]),
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${output}`,
  ]);
  if (existsSync(output)) {
    const report = JSON.parse(readFileSync(output, "utf8"));
    counts.passed += report.numPassedTests ?? 0;
    counts.failed += report.numFailedTests ?? 0;
    counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  } else if (!ok) {
    counts.failed += 1;
  }
  return ok;
}

/**
 * @param {string} title
 * @param {string} name the report's file name
 * @param {string[]} [args] extra arguments (a config file)
 */
function playwright(title, name, args = []) {
  const output = join(results, `${name}.json`);
  const ok = run(title, "npx", ["playwright", "test", ...args], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: output,
  });
  if (existsSync(output)) {
    const { stats } = JSON.parse(readFileSync(output, "utf8"));
    counts.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
    counts.failed += stats?.unexpected ?? 0;
    counts.skipped += stats?.skipped ?? 0;
  } else if (!ok) {
    counts.failed += 1;
  }
  return ok;
}

/**
 * @param {string} title
 * @param {() => void} fn
 */
function step(title, fn) {
  const started = Date.now();
  try {
    fn();
    timings.push(`${title} ${((Date.now() - started) / 1000).toFixed(1)}s`);
    return true;
  } catch (error) {
    console.error(`✗ ${title}: ${error instanceof Error ? error.message : error}`);
    return false;
  }
}

const steps = [
  () => step("chromium", ensureChromium),
  () => run("lockfile", "node", ["scripts/complete-lockfile.mjs", "--check"]),
  () => run("build", "npm", ["run", "build"]),
  () => run("typecheck", "npm", ["run", "typecheck"]),
  () => run("lint", "npm", ["run", "lint"]),
  () => run("package checks", "npm", ["run", "check:package", "--workspaces", "--if-present"]),
  () => vitest("unit tests", ["tokens", "design-system", "site", "api", "scripts"], "unit.json"),
  () => vitest("story tests", ["storybook"], "stories.json"),
  () => run("storybook build", "npm", ["run", "build-storybook"]),
  () => playwright("visual tests", "visual", ["-c", "stories/playwright.config.ts"]),
  () => playwright("end-to-end", "e2e"),
];

let ok = true;
for (const next of steps) {
  if (!next()) {
    ok = false;
    break;
  }
}

console.log(`\n${timings.join(" · ")}`);
if (!ok && counts.failed === 0) counts.failed = 1;
console.log(`${ok ? "✓" : "✗"} npm test ${ok ? "passed" : "failed"}`);
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(ok ? 0 : 1);
