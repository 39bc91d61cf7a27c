#!/usr/bin/env node
// `npm test`: everything CI runs, in the order that fails fastest.
// Steps that do not depend on each other run side by side where one of them
// alone leaves the second core idle (docs/testing.md has the measurements);
// the output of a step run side by side is printed in one piece when it ends.
// The last line sums the test counts as "N passed, N failed" so CI and people
// read one verdict.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { stripVTControlCharacters } from "node:util";

const root = fileURLToPath(new URL("..", import.meta.url));
const results = join(root, "test-results");
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const counts = { passed: 0, failed: 0, skipped: 0 };
/**
 * The failed tests by name, with the first lines of why, printed again at the
 * end: CI keeps only the tail of the output, and a step's own report of a
 * failure can be thousands of lines above it.
 * @type {string[]}
 */
const failures = [];
/** Tests that failed once and passed on their retry: named, so a flake is seen and mended. @type {string[]} */
const flaky = [];
/** @param {unknown} message */
const firstLines = (message) =>
  stripVTControlCharacters(String(message ?? ""))
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 4)
    .map((line) => `    ${line.slice(0, 240)}`)
    .join("\n");
/** @type {string[]} */
const timings = [];

/**
 * @typedef {object} RunOptions
 * @property {Record<string, string>} [env]
 * @property {boolean} [sideBySide] collect the output and print it when the step ends
 */

/**
 * @param {string} title
 * @param {string} command
 * @param {string[]} args
 * @param {RunOptions} [options]
 * @returns {Promise<boolean>}
 */
function run(title, command, args, { env = {}, sideBySide = false } = {}) {
  const started = Date.now();
  const header = `\n▶ ${title}: ${[command, ...args].join(" ")}`;
  if (!sideBySide) console.log(header);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: sideBySide ? ["ignore", "pipe", "pipe"] : "inherit",
      // Piped output loses the colours a terminal would get.
      env: {
        ...process.env,
        ...(sideBySide && process.stdout.isTTY && { FORCE_COLOR: "1" }),
        ...env,
      },
    });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      timings.push(`${title} ${seconds}s`);
      if (sideBySide) {
        console.log(`${header}  (${seconds}s, run side by side)`);
        process.stdout.write(Buffer.concat(output));
      }
      if (signal) console.error(`✗ ${title}: ended by ${signal}`);
      resolve(code === 0);
    });
    child.on("error", (error) => {
      console.error(`✗ ${title}: ${error.message}`);
      resolve(false);
    });
  });
}

/**
 * @param {string} title
 * @param {string[] | { config: string }} projects project names, or a config of its own
 * @param {string} file
 * @param {RunOptions} [options]
 */
async function vitest(title, projects, file, options) {
  const output = join(results, file);
  const ok = await run(
    title,
    "npx",
    [
      "vitest",
      "run",
      ...(Array.isArray(projects)
        ? projects.flatMap((p) => ["--project", p])
        : ["--config", projects.config]),
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${output}`,
    ],
    options,
  );
  if (existsSync(output)) {
    const report = JSON.parse(readFileSync(output, "utf8"));
    counts.passed += report.numPassedTests ?? 0;
    counts.failed += report.numFailedTests ?? 0;
    counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    for (const file of report.testResults ?? []) {
      const failed = (file.assertionResults ?? []).filter(
        (/** @type {{ status: string }} */ t) => t.status === "failed",
      );
      for (const test of failed)
        failures.push(
          `✗ ${title} › ${file.name.replace(root, "")} › ${test.fullName}\n${firstLines(test.failureMessages?.[0])}`,
        );
      // A file that fails to load has no failed test, only a message.
      if (file.status === "failed" && failed.length === 0)
        failures.push(`✗ ${title} › ${file.name.replace(root, "")}\n${firstLines(file.message)}`);
    }
  } else if (!ok) {
    counts.failed += 1;
  }
  return ok;
}

/**
 * @param {string} title
 * @param {string} name the report's file name
 * @param {string[]} [args] extra arguments (a config file)
 * @param {RunOptions} [options]
 */
async function playwright(title, name, args = [], options = {}) {
  const output = join(results, `${name}.json`);
  const ok = await run(title, "npx", ["playwright", "test", ...args], {
    ...options,
    env: { ...options.env, PLAYWRIGHT_JSON_OUTPUT_NAME: output },
  });
  if (existsSync(output)) {
    const report = JSON.parse(readFileSync(output, "utf8"));
    const { stats } = report;
    counts.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
    counts.failed += stats?.unexpected ?? 0;
    counts.skipped += stats?.skipped ?? 0;
    for (const { path, spec, test } of playwrightSpecs(report.suites ?? [], [])) {
      if (test.status === "flaky") {
        flaky.push(`~ ${title} › ${spec.file}:${spec.line} › ${[...path, spec.title].join(" › ")}`);
        continue;
      }
      if (test.status !== "unexpected") continue;
      const error = test.results?.at(-1)?.error?.message;
      failures.push(
        `✗ ${title} › ${spec.file}:${spec.line} › ${[...path, spec.title].join(" › ")}\n${firstLines(error)}`,
      );
    }
  } else if (!ok) {
    counts.failed += 1;
  }
  return ok;
}

/**
 * Every test of a Playwright JSON report, with the titles of the suites it is in.
 * @param {any[]} suites
 * @param {string[]} path
 * @returns {Generator<{ path: string[], spec: any, test: any }>}
 */
function* playwrightSpecs(suites, path) {
  for (const suite of suites) {
    // The top suite of each file is titled with the file's path.
    const inner = suite.title && suite.title !== suite.file ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) yield { path: inner, spec, test };
    yield* playwrightSpecs(suite.suites ?? [], inner);
  }
}

/**
 * A step shared by both lanes: it runs once, when the first lane gets to it,
 * and a lane that gets there later waits for the same outcome.
 * @param {(options: RunOptions) => Promise<boolean>} step
 * @returns {(options: RunOptions) => Promise<boolean>}
 */
function shared(step) {
  /** @type {Promise<boolean> | undefined} */
  let outcome;
  return (options) => {
    outcome ??= step(options);
    return outcome;
  };
}

/**
 * Runs lanes at the same time; each lane runs its steps in order and stops
 * at its first failure. Resolves once every lane has ended.
 * @param {Array<Array<(options: RunOptions) => Promise<boolean>>>} lanes
 */
async function sideBySide(...lanes) {
  const outcomes = await Promise.all(
    lanes.map(async (steps) => {
      for (const next of steps) if (!(await next({ sideBySide: true }))) return false;
      return true;
    }),
  );
  return outcomes.every(Boolean);
}

/**
 * A step that must not run beside another step holding the same lock. The
 * two Playwright suites each start two Chromiums: side by side that was four
 * browsers (a dozen processes) on two cores, and on a loaded machine each
 * test then ran 3× slower than alone (issue #20). One at a time, each gets
 * both cores and finishes sooner than it would have shared.
 * @param {(options: RunOptions) => Promise<boolean>} step
 * @returns {(options: RunOptions) => Promise<boolean>}
 */
function exclusive(step) {
  return async (options) => {
    const previous = browserLock;
    /** @type {(value?: unknown) => void} */
    let release = () => {};
    browserLock = new Promise((resolve) => {
      release = resolve;
    });
    await previous;
    try {
      return await step(options);
    } finally {
      release();
    }
  };
}
/** @type {Promise<unknown>} */
let browserLock = Promise.resolve();

const started = Date.now();
const buildPackages = shared((o) =>
  run("build (tokens, locales, design system, contract)", "npm", ["run", "build:packages"], o),
);
const buildApps = shared((o) => run("build (site, api)", "npm", ["run", "build:apps"], o));

// Two lanes, one per core, balanced by measurement (docs/testing.md): no step
// fills both cores alone. Each step waits only for what it needs: type checks
// and the design-system and api tests need the packages built, the site's
// tests, Storybook and the browsers the site and api too. A lane stops at its
// first failure.
const ok = await sideBySide(
  [
    (o) => run("chromium", "node", ["scripts/ensure-chromium.mjs"], o),
    (o) => run("lint", "npm", ["run", "lint"], o),
    buildPackages,
    (o) => run("typecheck", "npm", ["run", "typecheck"], o),
    (o) =>
      run("package checks", "npm", ["run", "check:package", "--workspaces", "--if-present"], o),
    // A Vitest run per project that shares its workers between files
    // (`isolate: false`: one jsdom for the design system, one module graph
    // and PGlite compile for the api). In a run of several projects Vitest
    // interleaves their files and starts a fresh worker at each switch,
    // which undid that: 138 s of jsdom set-up in one measured run.
    (o) => vitest("unit tests (design system)", ["design-system"], "unit-design-system.json", o),
    (o) => vitest("unit tests (api)", ["api"], "unit-api.json", o),
    buildApps,
    // The short form of `npm run test:faults` (issue #19): the built api as a
    // process, PostgreSQL and Redis faults mid-run; about 30 s.
    (o) =>
      vitest("fault tests (short)", { config: "api/vitest.faults.config.ts" }, "faults.json", {
        ...o,
        env: { ...o.env, FAULTS_FULL: "0" },
      }),
    exclusive((o) => playwright("end-to-end", "e2e", [], o)),
  ],
  [
    (o) => run("lockfile", "node", ["scripts/complete-lockfile.mjs", "--check"], o),
    buildPackages,
    buildApps,
    (o) =>
      vitest(
        "unit tests (tokens, locales, contract, site, scripts)",
        ["tokens", "locales", "contract", "site", "scripts"],
        "unit.json",
        o,
      ),
    (o) => run("storybook build", "npm", ["run", "build-storybook"], o),
    // Every story in English, then the stories tagged `rtl` in Arabic (issue #39: no twin stories).
    (o) => vitest("story tests", ["storybook", "storybook-rtl"], "stories.json", o),
    exclusive((o) =>
      playwright("visual tests", "visual", ["-c", "stories/playwright.config.ts"], o),
    ),
  ],
);

const total = Math.round((Date.now() - started) / 1000);
if (flaky.length > 0) console.log(`\nFailed once, passed on retry:\n${flaky.join("\n")}`);
if (failures.length > 0) console.log(`\nFailed:\n${failures.join("\n")}`);
console.log(`\n${timings.join(" · ")} · total ${Math.floor(total / 60)}m${total % 60}s`);
if (!ok && counts.failed === 0) counts.failed = 1;
console.log(`${ok ? "✓" : "✗"} npm test ${ok ? "passed" : "failed"}`);
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(ok ? 0 : 1);
