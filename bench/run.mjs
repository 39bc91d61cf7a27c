#!/usr/bin/env node
// `npm run bench`: the product's benchmark (issue #14). A report, never a test:
// it prints, writes bench/results/latest.json and rewrites the generated part
// of docs/benchmarks.md, and exits 0 whatever the figures (a page Lighthouse
// could not measure is a row saying so, not a crash).
//
// 1. Builds what is measured, timing the site and Storybook builds (see
//    "Builds" in docs/benchmarks.md for --reuse-build).
// 2. Starts the product as `npm start` runs it (api/dist/main.js serving the
//    built site) on its own port and a temporary DATA_DIR.
// 3. Lighthouse (mobile, simulated throttling, Debian's Chromium), three runs
//    per page, the median of each figure; each Japanese page twice, with the
//    machine's Noto CJK face and as on an iPhone, which has Hiragino Sans
//    instead (scripts/fontconfig-without-cjk.mjs).
//    Also a control page the bench serves itself (one heading, no script,
//    font or stylesheet), measured before and after the pages: what the
//    machine alone costs a page's main thread. The headline figure is each
//    page's main-thread work divided by the control page's (issue #34).
// 4. The api's plan list and geo lookup under load, each against a bare
//    Fastify route answering the same bytes from memory in the same run; then
//    the workspaces' own benches (`npm run bench -w @mvpn/api`).
// 5. The design system's bundle sizes (size-limit).
//
// Options: --reuse-build, --skip-storybook, --skip-workspace-benches,
// --pages=/,/pricing (a Japanese path is measured twice, with and without the
// system Noto CJK face), --from-results (rewrite the docs from latest.json only). Environment: BENCH_PORT (4403), BENCH_BARE_PORT (4413), BENCH_CONTROL_PORT (4414),
// BENCH_RUNS (3), BENCH_LOAD_SECONDS (5), BENCH_CONNECTIONS (20), BENCH_API_ROUNDS (3), SITE_BUILD_DIR.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { securityHeaders } from "../api/src/http/security-headers.ts";
import {
  benchedPages,
  checkTargets,
  figuresOf,
  formatTable,
  headlineTable,
  ISSUE_MACHINE_CONTROL_MS,
  kb,
  median,
  medianFigures,
  ms,
  num,
  pageLabel,
  pageTable,
  RESOURCE_TYPES,
  ratioToMedianPage,
  replaceBetweenMarkers,
  seconds,
  slowMachineSlowdown,
  slowMachineTable,
  suggestedCpuSlowdown,
  targetsTable,
} from "../scripts/bench-report.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium-args.ts";
import { ensureChromium } from "../scripts/ensure-chromium.mjs";
import { ensureVisitorFonts } from "../scripts/ensure-visitor-fonts.mjs";
import { fontconfigWithJapaneseStandIn } from "../scripts/fontconfig-without-cjk.mjs";
import {
  ensureNginx,
  freePorts,
  makeCertificate,
  startNginx,
  writeFrontConfig,
} from "../scripts/nginx-front.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const benchDir = path.join(root, "bench");
const cacheDir = path.join(benchDir, ".cache");
const resultsFile = path.join(benchDir, "results", "latest.json");
const docsFile = path.join(root, "docs", "benchmarks.md");
const buildTimesFile = path.join(cacheDir, "build-times.json");

const args = new Set(process.argv.slice(2));
const option = (name) =>
  process.argv
    .slice(2)
    .find((arg) => arg.startsWith(`--${name}=`))
    ?.split("=")[1];
const reuseBuild = args.has("--reuse-build");
const skipStorybook = args.has("--skip-storybook");
const skipWorkspaceBenches = args.has("--skip-workspace-benches");
const port = Number(process.env.BENCH_PORT ?? 4403);
const barePort = Number(process.env.BENCH_BARE_PORT ?? 4413);
const controlPort = Number(process.env.BENCH_CONTROL_PORT ?? 4414);
const runsPerPage = Number(process.env.BENCH_RUNS ?? 3);
const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const apiRounds = Number(process.env.BENCH_API_ROUNDS ?? 3);
// Inside the repository, not /tmp: the prerender step imports the built
// server bundle, which must find node_modules by walking up from it.
const siteBuildDir = path.resolve(process.env.SITE_BUILD_DIR ?? path.join(cacheDir, "site-build"));
const siteClientDir = path.join(siteBuildDir, "client");
const storybookDir = path.join(cacheDir, "storybook-static");
const LIGHTHOUSE_TIMEOUT_MS = 240_000;
const LIGHTHOUSE_VERSION = JSON.parse(
  readFileSync(path.join(root, "node_modules/lighthouse/package.json"), "utf8"),
).version;

/** Runs a command; resolves with its exit code, duration and (when piped) output. */
function run(command, commandArgs, { cwd = root, env = {}, pipe = false, timeoutMs } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, {
      cwd,
      env: { ...process.env, ...env },
      stdio: pipe ? ["ignore", "pipe", "pipe"] : ["ignore", "inherit", "inherit"],
      detached: true,
    });
    let output = "";
    child.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            output += `\n(timed out after ${timeoutMs} ms)`;
            killGroup(child);
          }, timeoutMs);
    child.on("error", (error) => {
      output += String(error);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? 1, ms: Date.now() - started, output });
    });
  });
}

/** Ends a child started with detached: true and everything it started (Chromium). */
function killGroup(child) {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, "SIGTERM");
  } catch {
    // Already gone.
  }
}

function log(line) {
  console.log(`[bench] ${line}`);
}

function newestMtime(directory) {
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

// ── 1. Builds ────────────────────────────────────────────────────────────────

async function builds() {
  const previous = existsSync(buildTimesFile)
    ? JSON.parse(await readFile(buildTimesFile, "utf8"))
    : {};
  const times = { ...previous };
  const notes = [];

  // Inputs, not measured: built when missing (a fresh clone after npm ci).
  const packagesBuilt = ["tokens", "locales", "design-system", "contract"].every((name) =>
    existsSync(path.join(root, name, "dist")),
  );
  if (!packagesBuilt) {
    log("building the packages (tokens, locales, design system, contract) …");
    const result = await run("npm", ["run", "build:packages"]);
    if (result.code !== 0) throw new Error("npm run build:packages failed");
  }
  const apiMain = path.join(root, "api/dist/main.js");
  if (!existsSync(apiMain) || statSync(apiMain).mtimeMs < newestMtime(path.join(root, "api/src"))) {
    log("building the api (api/dist is missing or older than api/src) …");
    const result = await run("npm", ["run", "build", "-w", "@mvpn/api"]);
    if (result.code !== 0) throw new Error("the api build failed");
  }

  if (reuseBuild && existsSync(path.join(siteClientDir, "index.html"))) {
    notes.push(`site build reused from ${path.relative(root, siteBuildDir) || siteBuildDir}`);
  } else {
    log(`building the site into ${siteBuildDir} (timed) …`);
    const buildSite = () =>
      run("npm", ["run", "build", "-w", "@mvpn/site"], { env: { SITE_BUILD_DIR: siteBuildDir } });
    let result = await buildSite();
    if (result.code !== 0) {
      // Once more: a build that reads files someone is rewriting (a catalog
      // being compiled) can fail once; the time is the successful build's.
      log("the site build failed; trying once more …");
      result = await buildSite();
    }
    if (result.code !== 0) throw new Error("the site build failed");
    times.site = { ms: result.ms, at: new Date().toISOString() };
  }

  if (skipStorybook) {
    notes.push("Storybook build skipped (--skip-storybook)");
  } else if (reuseBuild && existsSync(path.join(storybookDir, "index.html"))) {
    notes.push("Storybook build reused");
  } else {
    log("building Storybook (timed) …");
    const result = await run("npx", ["storybook", "build", "-o", storybookDir, "--quiet"], {
      cwd: path.join(root, "stories"),
    });
    if (result.code === 0) times.storybook = { ms: result.ms, at: new Date().toISOString() };
    else notes.push(`Storybook build failed (exit ${result.code})`);
  }
  await mkdir(cacheDir, { recursive: true });
  await writeFile(buildTimesFile, `${JSON.stringify(times, null, 2)}\n`);
  return { times, notes };
}

// ── 2. The product ───────────────────────────────────────────────────────────

async function startProduct(dataDir) {
  const child = spawn(process.execPath, ["api/dist/main.js"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_DIR: siteClientDir,
      DATABASE_URL: "",
      REDIS_URL: "",
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i += 1) {
    if (child.exitCode !== null) throw new Error(`the api exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${base}/healthz`);
      if (response.ok) return { child, base };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  killGroup(child);
  throw new Error("the api did not answer /healthz within 2 minutes");
}

/**
 * The control page: the smallest page that still scores 100 on SEO and
 * accessibility (language, title, description, viewport), with no script,
 * font, stylesheet or image, from a server of the bench's own. Its TBT and
 * main-thread work are what the machine and the browser cost any page (on
 * one of these machines, single runs by hand showed TBT from 35 to 283 ms and
 * about 1 s of main-thread work), so a page's figures are read against it.
 */
const CONTROL_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Control page</title><meta name="description" content="The bench's control page: one heading and one paragraph, no script, font or stylesheet."></head>
<body><main><h1>Control page</h1><p>One heading and one paragraph: no script, no font, no stylesheet, no image.</p></main></body></html>
`;

/**
 * The same control page served with the response headers the api gives the
 * site's pages (its security headers, production as the bench runs it).
 * One of them changes what the browser does before any byte of the page:
 * `Cross-Origin-Opener-Policy: same-origin` makes Chromium load the page in
 * a new renderer process (a new browsing context group), while a page
 * without it reuses the renderer of the blank tab Lighthouse starts from. A
 * visitor who arrives from another site, or from a new tab, is given a new
 * renderer either way (site isolation), so this control page is the one that
 * loads as a visitor's landing does; the headline keeps the bare one.
 */
const SITE_HEADERS_CONTROL_PATH = "/with-site-headers";

async function startControlPage() {
  const server = http.createServer((request, response) => {
    response.writeHead(200, {
      ...(request.url === SITE_HEADERS_CONTROL_PATH && securityHeaders({ production: true })),
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
    });
    response.end(CONTROL_PAGE);
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(controlPort, "127.0.0.1", () => resolve(undefined));
  });
  return { server, base: `http://127.0.0.1:${controlPort}` };
}

/** The first article of a locale (by file name), if its blog has one. */
function firstArticle(locale) {
  const folder = path.join(root, "site/content/blog", locale);
  if (!existsSync(folder)) return undefined;
  const files = readdirSync(folder)
    .filter((file) => /\.mdx?$/.test(file))
    .sort();
  const file = files[0];
  if (file === undefined) return undefined;
  const text = readFileSync(path.join(folder, file), "utf8");
  const unikey = /^unikey:\s*["']?([^"'\n]+?)["']?\s*$/m.exec(text)?.[1];
  return unikey ?? file.replace(/\.mdx?$/, "");
}

// ── 3. Lighthouse ────────────────────────────────────────────────────────────

/** The settings of every Lighthouse run; an audit of saved artifacts must repeat them. */
const LIGHTHOUSE_SETTINGS = [
  "--output=json",
  "--quiet",
  "--form-factor=mobile",
  "--throttling-method=simulate",
  "--only-categories=performance,accessibility,best-practices,seo",
  "--max-wait-for-load=60000",
];

/** Where a run's recorded load (trace, network log) is kept until it is simulated again. */
const artifactsDirOf = (outFile) => outFile.replace(/\.json$/, ".artifacts");

async function lighthouseRun(url, outFile, env = {}, chromeFlags = []) {
  const result = await run(
    process.execPath,
    [
      path.join(root, "node_modules/lighthouse/cli/index.js"),
      url,
      ...LIGHTHOUSE_SETTINGS,
      `--output-path=${outFile}`,
      // Gather and audit, keeping the recorded load: see simulateAgain.
      `-GA=${artifactsDirOf(outFile)}`,
      `--chrome-flags=${[...CHROMIUM_ARGS, ...chromeFlags].join(" ")}`,
    ],
    { env: { CHROME_PATH: CHROMIUM_PATH, ...env }, pipe: true, timeoutMs: LIGHTHOUSE_TIMEOUT_MS },
  );
  return lighthouseOutcome(result, outFile);
}

/**
 * The same recorded load simulated again with another CPU slowdown
 * (slowMachineSlowdown): Lighthouse's audit mode on the run's saved
 * artifacts, no browser. Lighthouse refuses settings that differ from the
 * ones it gathered with, and under simulated throttling the gathering does
 * not depend on the slowdown (the load is recorded unthrottled), so the
 * saved settings are given the new slowdown first.
 */
async function simulateAgain(runFile, cpuSlowdown) {
  const artifactsDir = artifactsDirOf(runFile);
  const artifactsFile = path.join(artifactsDir, "artifacts.json");
  if (!existsSync(artifactsFile)) return { error: "no recorded load" };
  const artifacts = JSON.parse(await readFile(artifactsFile, "utf8"));
  artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdown;
  await writeFile(artifactsFile, JSON.stringify(artifacts));
  const outFile = runFile.replace(/\.json$/, "-slow-machine.json");
  const result = await run(
    process.execPath,
    [
      path.join(root, "node_modules/lighthouse/cli/index.js"),
      ...LIGHTHOUSE_SETTINGS,
      `--output-path=${outFile}`,
      `-A=${artifactsDir}`,
      `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
    ],
    { pipe: true, timeoutMs: LIGHTHOUSE_TIMEOUT_MS },
  );
  return lighthouseOutcome(result, outFile);
}

/**
 * Each page's runs simulated again as on issue #34's machine: the medians
 * under `slowMachine`. Nothing when there is no slowdown to simulate.
 */
async function simulateAsOnSlowMachine(pages, cpuSlowdown) {
  if (cpuSlowdown === undefined) return;
  for (const page of pages) {
    const runFiles = runFilesOf.get(page) ?? [];
    if (runFiles.length === 0) continue;
    const runs = [];
    for (const runFile of runFiles) {
      const outcome = await simulateAgain(runFile, cpuSlowdown);
      if (outcome.figures) runs.push(outcome.figures);
      else log(`${pageLabel(page)}: not simulated again (${outcome.error})`);
    }
    page.slowMachine = {
      cpuSlowdown,
      ...(runs.length > 0 && { figures: medianFigures(runs), all: runs }),
    };
  }
}

/** Deletes the pages' recorded loads (a few MB each) once nothing reads them. */
async function deleteRecordedLoads(pages) {
  for (const page of pages) {
    for (const runFile of runFilesOf.get(page) ?? []) {
      await rm(artifactsDirOf(runFile), { recursive: true, force: true });
    }
  }
}

/** A page's HTTP status without following redirects (0 when it cannot be fetched); the front's certificate is the run's own. */
function statusOf(url) {
  return new Promise((resolve) => {
    const request = (url.startsWith("https:") ? https : http).get(
      url,
      { rejectUnauthorized: false },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on("error", () => resolve(0));
  });
}

/**
 * The deploy's front (deploy/nginx: HTTPS, HTTP/2, the prebuilt Brotli files)
 * on a loopback copy before the bench's api, as scripts/nginx-front.mjs makes
 * it for the deploy tests, with a certificate of its own.
 */
async function startFront() {
  ensureNginx();
  const dir = await mkdtemp(path.join(os.tmpdir(), "mvpn-bench-front-"));
  try {
    makeCertificate(dir);
    const [httpPort, httpsPort] = await freePorts(2);
    const config = writeFrontConfig({
      dir,
      siteDir: siteClientDir,
      upstreams: [`127.0.0.1:${port}`],
      httpPort,
      httpsPort,
    });
    const nginx = await startNginx(dir, config, httpsPort);
    return {
      base: `https://127.0.0.1:${httpsPort}`,
      async stop() {
        await nginx.stop();
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

/** Each benched page's run files (its recorded loads sit beside them), kept out of the results file. */
const runFilesOf = new WeakMap();

async function lighthouseOutcome(result, outFile) {
  if (result.code !== 0 || !existsSync(outFile)) {
    return {
      error: `exit ${result.code}: ${result.output.trim().split("\n").slice(-3).join(" ")}`,
    };
  }
  const lhr = JSON.parse(await readFile(outFile, "utf8"));
  if (lhr.runtimeError?.code && lhr.runtimeError.code !== "NO_ERROR") {
    return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  }
  return { figures: figuresOf(lhr), warnings: lhr.runWarnings ?? [] };
}

/**
 * Lighthouse on each page, runsPerPage times (name: what the log calls it,
 * when not its path). A page of the variant
 * "no-noto-cjk" runs in a Chromium whose fontconfig hides the system's
 * Japanese faces (noNotoCjk: the FONTCONFIG_FILE, or a reason it has none);
 * one of the variant "front" is loaded through the deploy's front (front:
 * its base URL, or a reason it has none).
 */
async function lighthousePages(base, pageList, workDir, noNotoCjk, front = {}) {
  const pages = [];
  for (const { path: pagePath, variant, name } of pageList) {
    const label = name ?? pageLabel({ path: pagePath, variant });
    const throughFront = variant === "front";
    const url = `${throughFront ? front.base : base}${pagePath}`;
    const unavailable =
      variant === "no-noto-cjk" && noNotoCjk.file === undefined
        ? noNotoCjk.error
        : throughFront && front.base === undefined
          ? front.error
          : undefined;
    if (unavailable !== undefined) {
      pages.push({ path: pagePath, variant, error: unavailable });
      log(`${label}: ${unavailable}, skipped`);
      continue;
    }
    const env = variant === "no-noto-cjk" ? { FONTCONFIG_FILE: noNotoCjk.file } : {};
    // The front's certificate is made for the run (scripts/nginx-front.mjs), so no browser trusts it.
    const chromeFlags = throughFront ? ["--ignore-certificate-errors"] : [];
    const status = await statusOf(url);
    if (status !== 200) {
      pages.push({ path: pagePath, variant, error: `answered ${status}` });
      log(`${label}: answered ${status}, skipped`);
      continue;
    }
    const runs = [];
    const runFiles = [];
    const errors = [];
    for (let i = 0; i < runsPerPage; i += 1) {
      const outFile = path.join(
        workDir,
        `${pagePath.replaceAll("/", "_") || "_"}${variant ? `-${variant}` : ""}-${i}.json`,
      );
      let outcome = await lighthouseRun(url, outFile, env, chromeFlags);
      // Lighthouse 12 with Chromium 156 now and then loses the trace's
      // navigation start (NO_NAVSTART: "Please run Lighthouse again"): a fault
      // of the recording, not of the page, so that run is made once more.
      if (outcome.error?.includes("NO_NAVSTART")) {
        log(`${label} run ${i + 1}/${runsPerPage}: trace lost (NO_NAVSTART), running it again`);
        outcome = await lighthouseRun(url, outFile, env, chromeFlags);
      }
      if (outcome.figures) {
        runs.push(outcome.figures);
        runFiles.push(outFile);
      } else errors.push(outcome.error);
      log(
        `${label} run ${i + 1}/${runsPerPage}: ${outcome.figures ? `performance ${outcome.figures.scores.performance}, main-thread work ${ms(outcome.figures.mainThreadMs)}` : `failed (${outcome.error})`}`,
      );
    }
    const page = {
      path: pagePath,
      ...(variant && { variant }),
      runs: runs.length,
      ...(runs.length > 0 && { figures: medianFigures(runs), all: runs }),
      ...(errors.length > 0 && { error: errors.join("; ") }),
    };
    runFilesOf.set(page, runFiles);
    pages.push(page);
  }
  return pages;
}

// ── 4. The api under load, against bare Fastify ──────────────────────────────

const API_CASES = [
  {
    name: "plans",
    method: "GET",
    path: "/api/mms/payment/v1/providers/plans",
    headers: { "x-app-type": "501" },
  },
  {
    name: "geo_info",
    method: "POST",
    path: "/api/mms/account/v1/geo_info",
    headers: { "x-app-type": "501" },
  },
];

function load(url, bench, duration = loadSeconds) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, method: bench.method, headers: bench.headers, connections, duration },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/**
 * CPU time (user + system) a process has used so far, in ms, from
 * /proc/<pid>/stat; undefined where there is no /proc. With 2 cores the load
 * generator takes one of them, so requests/s also measures how fast autocannon
 * reads the answers; CPU time per request is the server's own cost alone.
 */
const clockTicksPerSecond = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

function cpuMs(pid) {
  try {
    // Fields after "(comm) ": state is 0, utime 11, stime 12 (proc(5), counted from 1 as 14 and 15).
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicksPerSecond;
  } catch {
    return undefined;
  }
}

/** Loads url and returns autocannon's result with the server's CPU µs per request. */
async function measuredLoad(url, entry, pid) {
  const before = cpuMs(pid);
  const result = await load(url, entry);
  const after = cpuMs(pid);
  const cpuMicrosPerRequest =
    before === undefined || after === undefined || result.requests.total === 0
      ? undefined
      : ((after - before) * 1000) / result.requests.total;
  return { result, cpuMicrosPerRequest };
}

async function apiAgainstBare(base, apiPid) {
  // The bytes the api answers (no Accept-Encoding, as autocannon sends none).
  const captured = [];
  for (const bench of API_CASES) {
    const response = await fetch(`${base}${bench.path}`, {
      method: bench.method,
      headers: { ...bench.headers, "accept-encoding": "identity" },
    });
    const body = Buffer.from(await response.arrayBuffer());
    captured.push({
      ...bench,
      status: response.status,
      contentType: response.headers.get("content-type") ?? "application/json",
      body,
    });
  }
  const bare = spawn(process.execPath, [path.join(benchDir, "bare-fastify.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      BARE_PORT: String(barePort),
      BARE_ROUTES: JSON.stringify(
        captured.map((entry) => ({
          method: entry.method,
          path: entry.path,
          contentType: entry.contentType,
          bodyBase64: entry.body.toString("base64"),
        })),
      ),
    },
    stdio: ["ignore", "pipe", "inherit"],
    detached: true,
  });
  await new Promise((resolve, reject) => {
    bare.stdout.on("data", (chunk) => String(chunk).includes("listening") && resolve(undefined));
    bare.on("exit", (code) => reject(new Error(`bare Fastify exited with ${code}`)));
  });
  const bareBase = `http://127.0.0.1:${barePort}`;
  const results = [];
  try {
    for (const entry of captured) {
      // Warm both up (JIT), then measure them in turn with the same settings,
      // apiRounds times, each round starting with the other server: a single
      // pair of loads moved by a third from one run to the next on a shared
      // 2-core machine, while a ratio of two loads a few seconds apart
      // moves much less. Each figure is the median over the rounds.
      await load(`${base}${entry.path}`, entry, 1);
      await load(`${bareBase}${entry.path}`, entry, 1);
      const rounds = [];
      for (let round = 0; round < apiRounds; round += 1) {
        const measureApi = () => measuredLoad(`${base}${entry.path}`, entry, apiPid);
        const measureBare = () => measuredLoad(`${bareBase}${entry.path}`, entry, bare.pid);
        let api;
        let bareFastify;
        if (round % 2 === 0) {
          api = await measureApi();
          bareFastify = await measureBare();
        } else {
          bareFastify = await measureBare();
          api = await measureApi();
        }
        rounds.push({ api, bare: bareFastify });
      }
      const medianOf = (get) => median(rounds.map(get));
      const rps = (measured) => measured.result.requests.average;
      const ratio = medianOf((round) =>
        rps(round.bare) > 0 ? rps(round.api) / rps(round.bare) : undefined,
      );
      results.push({
        name: entry.name,
        request: `${entry.method} ${entry.path}`,
        bytes: entry.body.length,
        status: entry.status,
        rounds: rounds.length,
        api: {
          requestsPerSecond: Math.round(medianOf((round) => rps(round.api))),
          p99Ms: medianOf((round) => round.api.result.latency.p99),
          non2xx: rounds.reduce((sum, round) => sum + round.api.result.non2xx, 0),
          errors: rounds.reduce((sum, round) => sum + round.api.result.errors, 0),
          cpuMicrosPerRequest: medianOf((round) => round.api.cpuMicrosPerRequest),
        },
        bare: {
          requestsPerSecond: Math.round(medianOf((round) => rps(round.bare))),
          p99Ms: medianOf((round) => round.bare.result.latency.p99),
          cpuMicrosPerRequest: medianOf((round) => round.bare.cpuMicrosPerRequest),
        },
        ratio,
        roundRatios: rounds.map((round) =>
          rps(round.bare) > 0 ? Number((rps(round.api) / rps(round.bare)).toFixed(3)) : null,
        ),
      });
      log(
        `${entry.name}: api ÷ bare Fastify per round ${rounds.map((round) => (rps(round.api) / rps(round.bare)).toFixed(2)).join(", ")}; median ${ratio?.toFixed(2)}×`,
      );
    }
  } finally {
    killGroup(bare);
  }
  return results;
}

async function workspaceBenches() {
  log("the workspaces' own benches (npm run bench --workspaces --if-present) …");
  const result = await run("npm", ["run", "bench", "--workspaces", "--if-present"], {
    pipe: true,
    timeoutMs: 15 * 60_000,
  });
  process.stdout.write(result.output);
  // api/bench/run.ts ends with { "results": [...] } as JSON.
  const start = result.output.lastIndexOf('{\n  "results"');
  let api;
  if (start !== -1) {
    try {
      const end = result.output.indexOf("\n}", start);
      api = JSON.parse(result.output.slice(start, end + 2)).results;
    } catch {
      api = undefined;
    }
  }
  return { exitCode: result.code, ms: result.ms, api };
}

// ── 5. Design-system bundle sizes ────────────────────────────────────────────

async function bundleSizes() {
  const result = await run("npx", ["size-limit", "--json"], {
    cwd: path.join(root, "design-system"),
    pipe: true,
    timeoutMs: 5 * 60_000,
  });
  // The JSON array starts on a line of its own (warnings may come before it).
  const start = result.output.search(/^\[$/m);
  try {
    return JSON.parse(result.output.slice(start, result.output.lastIndexOf("]") + 1));
  } catch {
    return { error: `size-limit exited ${result.code}: ${result.output.slice(-300)}` };
  }
}

// ── Report ───────────────────────────────────────────────────────────────────

function machine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model ?? "unknown",
    cores: cpus.length,
    ramGiB: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
  };
}

/** The figures the headline table leaves out, one row per page. */
function summaryTable(pages, runs) {
  return formatTable(
    ["Page", "A11y", "BP", "SEO", "FCP", "Requests", "CSP issues", "× median page", "Runs"],
    pages.map((page) => {
      const f = page.figures;
      if (f === undefined) return [pageLabel(page), `not measured: ${page.error ?? "?"}`];
      const ratio = ratioToMedianPage(f.transferBytes.total);
      return [
        pageLabel(page),
        num(f.scores.accessibility),
        num(f.scores["best-practices"]),
        num(f.scores.seo),
        seconds(f.fcpMs),
        num(f.requests),
        num(f.cspIssues),
        ratio === undefined ? "–" : `${ratio.toFixed(3)}×`,
        `${page.runs}/${runs}${page.error ? " (failures noted)" : ""}`,
      ];
    }),
  );
}

function bytesTable(pages) {
  return formatTable(
    ["Page", ...RESOURCE_TYPES, "Render-blocking CSS"],
    pages
      .filter((page) => page.figures !== undefined)
      .map((page) => [
        pageLabel(page),
        ...RESOURCE_TYPES.map((type) => kb(page.figures.transferBytes[type])),
        kb(page.figures.renderBlockingCssBytes),
      ]),
  );
}

function machineSpeedNote(benchmarkIndex) {
  if (benchmarkIndex === undefined)
    return "Lighthouse reported no CPU benchmark index for this machine.";
  const slowdown = suggestedCpuSlowdown(benchmarkIndex);
  return `Lighthouse's CPU benchmark index on this machine: ${num(benchmarkIndex)} (median of every run). Simulated throttling multiplies the main thread's time by 4, which stands for a mid-range phone on a machine of about 1,533; ${slowdown === undefined ? "this machine is below the 1,300 where Lighthouse's CPU throttling calculator starts, so TBT here overstates a phone's" : `for this one Lighthouse's CPU throttling calculator suggests ${slowdown.toFixed(1)}×`}. TBT follows the machine: compare runs on different machines by this index.`;
}

function controlNote(control, siteHeadersControl) {
  if (!control?.figures) {
    return `The control page was not measured${control?.error ? ` (${control.error})` : ""}: no ratio.`;
  }
  const f = control.figures;
  const phasesOf = (entry) =>
    entry.before && entry.after
      ? `, ${ms(entry.before.mainThreadMs)} before the pages and ${ms(entry.after.mainThreadMs)} after them`
      : "";
  const h = siteHeadersControl?.figures;
  const withHeaders =
    h === undefined
      ? ""
      : ` **Served with the site's response headers, the same page costs ${ms(h.mainThreadMs)}** (median of ${siteHeadersControl.runs} runs${phasesOf(siteHeadersControl)}; TBT ${ms(h.tbtMs)}, performance ${num(h.scores.performance)}): with \`Cross-Origin-Opener-Policy: same-origin\` Chromium loads it in a new renderer process instead of the one of the blank tab Lighthouse starts from, as it loads a visitor's landing from another site or a new tab. The second ratio column divides by it.`;
  return `**The control page costs ${ms(f.mainThreadMs)} of main-thread work on this machine** (median of ${control.runs} runs${phasesOf(control)}; TBT ${ms(f.tbtMs)}, performance ${num(f.scores.performance)}, LCP ${seconds(f.lcpMs)}). It is one heading and one paragraph with no script, font, stylesheet or image, served by the bench itself under the same throttling: what the machine and the browser cost any page. Each page's main-thread work is divided by it.${withHeaders}`;
}

/**
 * TBT and performance as on issue #34's machine, when this one is faster:
 * the same loads simulated with a larger CPU slowdown (slowMachineSlowdown).
 */
function slowMachineSection(report) {
  const control = report.control?.slowMachine;
  if (control === undefined) return [];
  return [
    `### As on issue #34's machine (control page ${ISSUE_MACHINE_CONTROL_MS} ms)`,
    "",
    `This machine's control page costs less than the ${ISSUE_MACHINE_CONTROL_MS} ms it cost where issue #34 set its TBT and performance targets, so the loads above were simulated again, without loading anything again, with the CPU ${control.cpuSlowdown.toFixed(2)}× slower instead of Lighthouse's 4× (Lantern multiplies each main-thread task by it). The control page then costs ${ms(control.figures?.mainThreadMs)} (TBT ${ms(control.figures?.tbtMs)}). The targets above judge TBT, performance and the checkout's figures on these.`,
    "",
    slowMachineTable(report.pages),
    "",
  ];
}

function markdown(report) {
  const m = report.machine;
  const controlMs = report.control?.figures?.mainThreadMs;
  const lines = [
    "## The latest `npm run bench` (generated: do not edit by hand)",
    "",
    `Run ${report.finishedAt.replace("T", " ").slice(0, 16)} UTC on ${m.cpu}, ${m.cores} cores, ${m.ramGiB} GiB RAM, Node ${m.node}, ${m.platform}; load average ${report.loadAverage.start} at the start, ${report.loadAverage.end} at the end. Lighthouse ${report.lighthouse.version}, ${report.lighthouse.browser}, mobile, simulated throttling, median of ${report.lighthouse.runsPerPage} runs per figure.${report.notes.length > 0 ? ` Notes: ${report.notes.join("; ")}.` : ""}`,
    "",
    "### Main-thread work against the control page (the headline)",
    "",
    controlNote(report.control, report.siteHeadersControl),
    "",
    headlineTable(report.pages, controlMs, report.siteHeadersControl?.figures?.mainThreadMs),
    "",
    machineSpeedNote(report.lighthouse.benchmarkIndex),
    "",
    "### Targets (issue #34, and those of issue #14 it keeps)",
    "",
    targetsTable(checkTargets(report.pages, report.api, controlMs)),
    "",
    ...slowMachineSection(report),
    "### Lighthouse's other figures",
    "",
    summaryTable(report.pages, report.lighthouse.runsPerPage),
    "",
    "CSP issues: the Content-Security-Policy violations Chromium reported (Lighthouse's inspector-issues audit), the most of any run.",
    "",
    "Transferred by resource type, and the render-blocking CSS (stylesheets Chromium requested at VeryHigh priority before the first paint):",
    "",
    bytesTable(report.pages),
    "",
    "### The api against bare Fastify (same bytes, same run)",
    "",
    formatTable(
      [
        "Call",
        "Answer",
        "api req/s",
        "api p99",
        "Bare Fastify req/s",
        "Bare p99",
        "api / bare",
        "Server CPU / request: api, bare",
        "Non-2xx",
      ],
      report.api.map((r) => [
        r.request,
        `${r.status}, ${num(r.bytes)} B`,
        num(r.api.requestsPerSecond),
        `${r.api.p99Ms} ms`,
        num(r.bare.requestsPerSecond),
        `${r.bare.p99Ms} ms`,
        r.ratio === undefined ? "–" : `${r.ratio.toFixed(2)}×`,
        r.api.cpuMicrosPerRequest === undefined || r.bare.cpuMicrosPerRequest === undefined
          ? "–"
          : `${r.api.cpuMicrosPerRequest.toFixed(1)} µs, ${r.bare.cpuMicrosPerRequest.toFixed(1)} µs (${(r.bare.cpuMicrosPerRequest / r.api.cpuMicrosPerRequest).toFixed(2)}×)`,
        num(r.api.non2xx + r.api.errors),
      ]),
    ),
    "",
    `${connections} connections, ${loadSeconds} s each after a 1 s warm-up, ${apiRounds} rounds of the api and bare Fastify in turn (each round starting with the other one; every figure is the median over the rounds, the ratio the median of each round's ratio${report.api.some((r) => r.roundRatios) ? `: ${report.api.map((r) => `${r.name} ${(r.roundRatios ?? []).map((x) => (x === null ? "–" : x.toFixed(2))).join(", ")}`).join("; ")}` : ""}), autocannon in the bench's own process; the api is \`api/dist/main.js\` as \`npm start\` runs it. Server CPU / request is the server process's user + system time over the measured load divided by the requests it answered (/proc/<pid>/stat): the server's own cost, which requests/s mixes with autocannon's share of the machine's cores. The ratio in brackets is bare ÷ api, comparable with api / bare.`,
    "",
  ];
  if (report.workspaceBenches?.api) {
    lines.push(
      "### The api's own bench (`npm run bench -w @mvpn/api`)",
      "",
      formatTable(
        ["Case", "Database", "Requests/s", "p99", "Server CPU / request", "Target", "Verdict"],
        report.workspaceBenches.api.map((r) => [
          r.name,
          r.database,
          num(r.requestsPerSecond),
          `${r.p99Ms} ms`,
          `${r.serverCpuMicrosPerRequest} µs`,
          `≥ ${num(r.target.minRequestsPerSecond)} req/s, p99 ≤ ${num(r.target.maxP99Ms)} ms`,
          r.met ? "met" : "**missed**",
        ]),
      ),
      "",
    );
  } else if (report.workspaceBenches) {
    lines.push(
      `The workspaces' own benches exited ${report.workspaceBenches.exitCode} without a summary.`,
      "",
    );
  }
  const times = report.buildTimes;
  const time = (entry) =>
    entry
      ? `${(entry.ms / 1000).toFixed(0)} s (${entry.at.slice(0, 16).replace("T", " ")} UTC)`
      : "not measured";
  lines.push(
    "### Builds and bundle sizes",
    "",
    formatTable(
      ["Build", "Time"],
      [
        [
          "Site (`npm run build -w @mvpn/site`: messages, Vite, prerender, compression)",
          time(times.site),
        ],
        ["Storybook (`storybook build`)", time(times.storybook)],
      ],
    ),
    "",
  );
  if (Array.isArray(report.bundleSizes)) {
    lines.push(
      "Design-system entries (size-limit: esbuild, minified, brotli, React excluded):",
      "",
      formatTable(
        ["Entry", "Size", "Limit", "Within"],
        // In size-limit's own unit (kB = 1,000 bytes), as .size-limit.js states the limits.
        report.bundleSizes.map((entry) => [
          entry.name,
          `${(entry.size / 1000).toFixed(1)} kB`,
          entry.sizeLimit === undefined ? "–" : `${(entry.sizeLimit / 1000).toFixed(1)} kB`,
          entry.passed === false ? "**no**" : "yes",
        ]),
      ),
      "",
    );
  } else {
    lines.push(`Design-system sizes not measured: ${report.bundleSizes?.error ?? "?"}`, "");
  }
  return lines.join("\n");
}

// ── Main ─────────────────────────────────────────────────────────────────────

/** --from-results: the tables again from bench/results/latest.json, measuring nothing. */
async function rewriteFromResults() {
  const report = JSON.parse(await readFile(resultsFile, "utf8"));
  const doc = await readFile(docsFile, "utf8");
  await writeFile(docsFile, replaceBetweenMarkers(doc, markdown(report)));
  log(`rewrote ${path.relative(root, docsFile)} from ${path.relative(root, resultsFile)}`);
}

async function main() {
  if (args.has("--from-results")) return rewriteFromResults();
  const startedAt = new Date().toISOString();
  const loadStart = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");
  ensureChromium();
  const fontNote = ensureVisitorFonts();
  const { times, notes } = await builds();
  if (fontNote) notes.push(fontNote);

  const article = firstArticle("en");
  const arabicArticle = firstArticle("ar");
  const pagePaths = option("pages")?.split(",") ?? [
    "/",
    "/ar",
    "/ja",
    "/pricing",
    "/features",
    ...(article ? [`/blog/${article}`] : []),
    "/pricing/checkout/2",
    "/download/windows",
    ...(arabicArticle ? [`/ar/blog/${arabicArticle}`] : []),
  ];
  if (!option("pages") && !article)
    notes.push("no article in site/content/blog/en yet: the article page was not measured");
  if (!option("pages") && !arabicArticle)
    notes.push("no article in site/content/blog/ar yet: the Arabic article was not measured");
  const pageList = benchedPages(pagePaths);

  const dataDir = await mkdtemp(path.join(os.tmpdir(), "mvpn-bench-data-"));
  // The reports of the last run stay there to look into (gitignored).
  const workDir = path.join(cacheDir, "lighthouse");
  await rm(workDir, { recursive: true, force: true });
  await mkdir(workDir, { recursive: true });
  // A device without Noto CJK, as issue #34 names it (an iPhone, a Windows
  // PC): Chromium's fontconfig hides every Japanese face and lists Noto's
  // outlines again under Hiragino Sans's names, so the page's local() sources
  // and font stack find what they would find on an iPhone.
  let noNotoCjk = {};
  if (pageList.some((page) => page.variant === "no-noto-cjk")) {
    try {
      const made = fontconfigWithJapaneseStandIn({
        directory: path.join(cacheDir, "fontconfig-without-cjk"),
      });
      const noto = made.left.filter((face) => /Noto/.test(face.family));
      noNotoCjk =
        noto.length === 0
          ? { file: made.file }
          : { error: `fontconfig still finds ${noto.map((face) => face.file).join(", ")}` };
      if (noNotoCjk.file)
        log(
          `without Noto CJK: FONTCONFIG_FILE=${made.file} (hides ${made.rejected.join(", ") || "nothing: no Japanese face installed"}; Hiragino Sans stands in)`,
        );
    } catch (error) {
      noNotoCjk = { error: `no fontconfig without CJK (${error.message})` };
    }
  }
  const product = await startProduct(dataDir);
  /** @type {{ base?: string, error?: string, stop?: () => Promise<void> }} */
  let front = {};
  if (pageList.some((page) => page.variant === "front")) {
    front = await startFront().catch((error) => ({
      error: `deploy/nginx not started (${error.message})`,
    }));
    if (front.base) log(`the deploy's front (deploy/nginx, HTTP/2) on ${front.base}`);
  }
  let pages = [];
  let control;
  let siteHeadersControl;
  let api = [];
  try {
    // The control page before the pages and after them: the machine's floor
    // over the whole run, and how far it moved. A report, not a test: a
    // control page that cannot be served is a note, not a failed bench.
    const controlServer = await startControlPage().catch((error) => {
      control = { path: "control", error: `not served: ${error.message}` };
      return undefined;
    });
    const measureControl = async (phase) => {
      if (!controlServer) return undefined;
      log(
        `the control page, ${phase} the pages (${runsPerPage} runs, on the bench's own server) …`,
      );
      const controlDir = path.join(workDir, `control-${phase}`);
      await mkdir(controlDir, { recursive: true });
      const [bare, withSiteHeaders] = await lighthousePages(
        controlServer.base,
        [
          { path: "/", name: "control page" },
          { path: SITE_HEADERS_CONTROL_PATH, name: "control page with the site's headers" },
        ],
        controlDir,
        {},
      );
      return { bare, withSiteHeaders };
    };
    let before;
    let after;
    try {
      before = await measureControl("before");
      log(
        `product on ${product.base}; Lighthouse on ${pageList.map(pageLabel).join(", ")} (${runsPerPage} runs each) …`,
      );
      pages = await lighthousePages(product.base, pageList, workDir, noNotoCjk, front);
      after = await measureControl("after");
    } finally {
      controlServer?.server.close();
    }
    /** One control page over both phases: the median of all its runs, and each phase's. */
    const controlOf = (controlPath, first, last) => {
      const runs = [...(first?.all ?? []), ...(last?.all ?? [])];
      const errors = [first?.error, last?.error].filter(Boolean);
      return {
        path: controlPath,
        runs: runs.length,
        ...(runs.length > 0 && { figures: medianFigures(runs), all: runs }),
        ...(first?.figures && { before: first.figures }),
        ...(last?.figures && { after: last.figures }),
        ...(errors.length > 0 && { error: errors.join("; ") }),
      };
    };
    if (controlServer) {
      control = controlOf("control", before?.bare, after?.bare);
      siteHeadersControl = controlOf(
        `control${SITE_HEADERS_CONTROL_PATH}`,
        before?.withSiteHeaders,
        after?.withSiteHeaders,
      );
    }
    const controlMs = control?.figures?.mainThreadMs;
    // TBT and performance as on issue #34's machine, from the same loads.
    const cpuSlowdown = slowMachineSlowdown(controlMs);
    if (cpuSlowdown !== undefined) {
      log(
        `the same loads simulated as on a machine whose control page costs ${ISSUE_MACHINE_CONTROL_MS} ms (CPU ${cpuSlowdown.toFixed(2)}× instead of 4×) …`,
      );
    }
    const controlPhases = [before?.bare, after?.bare].filter((phase) => phase !== undefined);
    await simulateAsOnSlowMachine([...pages, ...controlPhases], cpuSlowdown);
    // The control page with the site's headers is not simulated: no target reads it.
    await deleteRecordedLoads(
      [...pages, ...controlPhases, before?.withSiteHeaders, after?.withSiteHeaders].filter(
        (page) => page !== undefined,
      ),
    );
    if (control && cpuSlowdown !== undefined) {
      const runs = controlPhases.flatMap((phase) => phase.slowMachine?.all ?? []);
      control.slowMachine = {
        cpuSlowdown,
        ...(runs.length > 0 && { figures: medianFigures(runs), all: runs }),
      };
    }
    console.log(`
control page: main-thread work ${ms(controlMs)}`);
    for (const page of pages) {
      console.log(`
${pageLabel(page)}${page.error ? ` (${page.error})` : ""}`);
      if (page.figures) console.log(pageTable(page.figures, controlMs));
    }
    log("the api under load against bare Fastify …");
    api = await apiAgainstBare(product.base, product.child.pid).catch((error) => {
      notes.push(`api load not measured: ${error.message}`);
      return [];
    });
  } finally {
    await front.stop?.();
    // Let it shut down (PGlite closes its files) before its folder goes.
    const exited = new Promise((resolve) => product.child.once("exit", resolve));
    killGroup(product.child);
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    await rm(dataDir, { recursive: true, force: true });
  }

  const workspaces = skipWorkspaceBenches ? undefined : await workspaceBenches();
  log("design-system bundle sizes (size-limit) …");
  const sizes = await bundleSizes();
  const browser = await run(CHROMIUM_PATH, ["--version"], { pipe: true });

  const report = {
    startedAt,
    finishedAt: new Date().toISOString(),
    machine: machine(),
    loadAverage: {
      start: loadStart,
      end: os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(" "),
    },
    lighthouse: {
      version: LIGHTHOUSE_VERSION,
      // Debian's wrapper script may print shell noise before the version line.
      browser: /^Chromium .*$/m.exec(browser.output)?.[0] ?? CHROMIUM_PATH,
      formFactor: "mobile",
      throttling: "simulate",
      runsPerPage,
      benchmarkIndex: median(
        pages.flatMap((page) => (page.all ?? []).map((run) => run.benchmarkIndex)),
      ),
    },
    medianMobilePageBytes: 2_311 * 1024,
    pages,
    control,
    siteHeadersControl,
    api,
    workspaceBenches: workspaces,
    buildTimes: times,
    bundleSizes: sizes,
    notes,
    targets: checkTargets(pages, api, control?.figures?.mainThreadMs),
  };
  await mkdir(path.dirname(resultsFile), { recursive: true });
  await writeFile(resultsFile, `${JSON.stringify(report, null, 2)}\n`);
  // In the repository's own format, so `npm run lint` stays green after a run.
  await run("npx", ["biome", "format", "--write", resultsFile], { pipe: true });
  const section = markdown(report);
  console.log(`\n${section}`);
  const doc = existsSync(docsFile) ? await readFile(docsFile, "utf8") : "# Benchmarks\n";
  await writeFile(docsFile, replaceBetweenMarkers(doc, section));
  log(`wrote ${path.relative(root, resultsFile)} and ${path.relative(root, docsFile)}`);
}

main().catch((error) => {
  // Figures that miss their targets never fail the bench (it reports); only
  // not being able to measure at all does (a failed build, an api that
  // does not start).
  console.error(`[bench] stopped: ${error.stack ?? error}`);
  process.exitCode = 1;
});
