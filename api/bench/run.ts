/**
 * The api's benchmarks: `npm run bench -w @mvpn/api [-- <case> …]`.
 *
 * Builds the api as `npm start` would (production logging, a fresh PGlite
 * database in a temp folder, or BENCH_DATABASE_URL), listens on a free port
 * and drives each case of bench/cases/ with autocannon in a child process (so
 * the load generator neither shares the server's event loop nor its CPU
 * figures). Prints one line
 * per case and a JSON summary, and exits 1 when a case misses its target.
 *
 * Environment: BENCH_DURATION (seconds, default 10), BENCH_CONNECTIONS
 * (default 50), BENCH_DATABASE_URL (a PostgreSQL database to use instead of
 * PGlite) or TEST_DATABASE_URL (a PostgreSQL server on which a scratch
 * database is created for the run and dropped after).
 *
 * A case is a file in bench/cases/ exporting a BenchCase: a fixed request,
 * or `prepare` to make one (a signed-in token, many bodies), and `check` to
 * verify what the load did (e.g. that every acknowledged event was stored).
 */
import { fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { DEFAULT_RATE_LIMITS, type RateLimits } from "../src/rate-limit/rules.js";

/**
 * The load generator is one address and one front_id standing for the many
 * clients of a real load, each within its limits: the analytics limits
 * (per IP, per front_id, per day) would otherwise measure the 429 path. The
 * zero-loss check holds for clients within the limits (docs/benchmarks.md).
 */
const BENCH_RATE_LIMITS: RateLimits = {
  ...DEFAULT_RATE_LIMITS,
  analyticsPerIp: { limit: 1e9, windowSeconds: 60 },
  analyticsPerClient: { limit: 1e9, windowSeconds: 60 },
  analyticsEventsPerClientPerDay: { limit: 1e12, windowSeconds: 86_400 },
  analyticsEventsPerIpPerDay: { limit: 1e12, windowSeconds: 86_400 },
};

export type DatabaseKind = "pglite" | "postgres";

export interface BenchTarget {
  minRequestsPerSecond: number;
  maxP99Ms: number;
}

export interface BenchRequest {
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface BenchContext {
  app: FastifyInstance;
  baseUrl: string;
  database: DatabaseKind;
}

export interface LoadSummary {
  /** The warm-up run and the measured run, in that order. */
  warmup: LoadResult;
  measured: LoadResult;
  durationSeconds: number;
}

export interface BenchCase {
  name: string;
  description: string;
  /** A fixed request; or `prepare` returns one (or several, sent in turn). */
  request?: BenchRequest;
  prepare?(context: BenchContext): Promise<BenchRequest | BenchRequest[]>;
  /** Extra figures and checks once the load is over; `met: false` fails the case. */
  check?(
    context: BenchContext,
    load: LoadSummary,
  ): Promise<{ figures: Record<string, number | string>; met: boolean }>;
  target: BenchTarget | ((database: DatabaseKind) => BenchTarget);
}

export interface BenchResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /**
   * CPU time the server's thread spent per request (user + system, in µs):
   * what the figures would allow on an idle core (1,000,000 / this), whatever
   * else the machine is doing.
   */
  serverCpuMicrosPerRequest: number;
  database: DatabaseKind;
  target: BenchTarget;
  figures?: Record<string, number | string>;
  met: boolean;
}

const casesDir = fileURLToPath(new URL("./cases/", import.meta.url));

async function loadCases(only: string[]): Promise<BenchCase[]> {
  const files = (await readdir(casesDir)).filter((file) => /\.(ts|js|mts|mjs)$/.test(file)).sort();
  const cases: BenchCase[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(casesDir, file)).href)) as {
      default: BenchCase;
    };
    if (only.length === 0 || only.includes(module.default.name)) cases.push(module.default);
  }
  return cases;
}

async function runCase(context: BenchContext, bench: BenchCase): Promise<BenchResult> {
  const duration = Number(process.env.BENCH_DURATION ?? 10);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
  const prepared = bench.prepare ? await bench.prepare(context) : bench.request;
  if (prepared === undefined)
    throw new Error(`bench case ${bench.name} has no request and no prepare()`);
  const requests = Array.isArray(prepared) ? prepared : [prepared];
  const first = requests[0] as BenchRequest;
  const options = {
    url: `${context.baseUrl}${first.path}`,
    method: first.method,
    headers: first.headers ?? {},
    ...(first.body !== undefined && { body: first.body }),
    // Several requests: autocannon sends them in turn on each connection.
    ...(requests.length > 1 && { requests }),
    connections,
  };
  // Warm up (JIT, caches), then measure.
  const warmup = await generateLoad({ ...options, duration: 2 });
  const cpuBefore = process.cpuUsage();
  const result = await generateLoad({ ...options, duration });
  const cpu = process.cpuUsage(cpuBefore);
  const serverCpu = cpu.user + cpu.system;
  const requestsPerSecond = Math.round(result.requests.average);
  const target = typeof bench.target === "function" ? bench.target(context.database) : bench.target;
  const checked = bench.check
    ? await bench.check(context, { warmup, measured: result, durationSeconds: duration })
    : { figures: undefined, met: true };
  const met =
    requestsPerSecond >= target.minRequestsPerSecond &&
    result.latency.p99 <= target.maxP99Ms &&
    result.non2xx === 0 &&
    result.errors === 0 &&
    checked.met;
  return {
    name: bench.name,
    requestsPerSecond,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    serverCpuMicrosPerRequest: Math.round(serverCpu / Math.max(1, result.requests.total)),
    database: context.database,
    target,
    ...(checked.figures && { figures: checked.figures }),
    met,
  };
}

export interface LoadResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  /** Responses with a 2xx status: what the server acknowledged. */
  ok2xx: number;
  non2xx: number;
  errors: number;
}

/** autocannon in a child process (bench/load-generator.mjs), so this process's CPU time is the server's. */
function generateLoad(options: Record<string, unknown>): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL("./load-generator.mjs", import.meta.url)), [], {
      execArgv: [],
    });
    child.once("message", (message) => resolve(message as LoadResult));
    child.once("error", reject);
    child.once("exit", (code) => {
      if (code !== 0) reject(new Error(`the load generator exited with ${code}`));
    });
    child.send(options);
  });
}

async function main(): Promise<void> {
  const cases = await loadCases(process.argv.slice(2));
  if (cases.length === 0) {
    console.error(`No bench case matches ${process.argv.slice(2).join(", ")}`);
    process.exit(2);
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "mvpn-bench-"));
  const postgres = await benchPostgres();
  const app = await buildApp(
    loadConfig({
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      PORT: "0",
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? "",
      // The bench measures the request pipeline, not Redis round trips.
      REDIS_URL: "",
    }),
    { rateLimits: BENCH_RATE_LIMITS },
  );
  try {
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    const context: BenchContext = {
      app,
      baseUrl: `http://127.0.0.1:${port}`,
      database: app.database.kind,
    };
    console.log(
      `database: ${context.database}, cpus: ${os.cpus().length}, load average: ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(" ")}`,
    );
    const results: BenchResult[] = [];
    for (const bench of cases) {
      const result = await runCase(context, bench);
      results.push(result);
      const figures = Object.entries(result.figures ?? {})
        .map(([key, value]) => `, ${key} ${value}`)
        .join("");
      console.log(
        `${result.met ? "ok  " : "MISS"} ${bench.name}: ${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, server CPU ${result.serverCpuMicrosPerRequest} µs/request${figures} (target ≥ ${result.target.minRequestsPerSecond} req/s, p99 ≤ ${result.target.maxP99Ms} ms)${result.non2xx + result.errors > 0 ? `, ${result.non2xx} non-2xx, ${result.errors} errors` : ""}`,
      );
    }
    console.log(JSON.stringify({ results }, null, 2));
    if (results.some((result) => !result.met)) process.exitCode = 1;
  } finally {
    await app.close();
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * BENCH_DATABASE_URL as it is; else, with TEST_DATABASE_URL, a scratch
 * database on that server (dropped after the run); else none (PGlite).
 */
async function benchPostgres(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const given = process.env.BENCH_DATABASE_URL?.trim();
  if (given) return { url: given, drop: async () => {} };
  const server = process.env.TEST_DATABASE_URL?.trim();
  if (!server) return undefined;
  const name = `mvpn_bench_${process.pid}_${randomBytes(3).toString("hex")}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: server, connectionTimeoutMillis: 5_000 });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database "${name}"`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists "${name}" with (force)`) };
}

await main();
