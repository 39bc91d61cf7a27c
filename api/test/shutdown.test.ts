import { spawn } from "node:child_process";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { packageRoot } from "../src/paths.js";
import { listen } from "./helpers/http.js";
import { makePgliteDataDir } from "./helpers/temp-dir.js";
import { testConfig } from "./helpers/test-config.js";

let temp: Awaited<ReturnType<typeof makePgliteDataDir>>;

beforeAll(async () => {
  // A PGlite database in temp/pglite, so DATA_DIR is temp itself.
  temp = await makePgliteDataDir("shutdown", { migrated: true });
});

afterAll(async () => {
  await temp?.remove();
});

describe("given a request in flight when the app closes", () => {
  let app: FastifyInstance;
  let baseUrl: string;
  let inFlight: Promise<Response>;
  let closed: Promise<void>;

  beforeAll(async () => {
    app = await buildApp(testConfig({ DATA_DIR: temp.path }));
    let arrived: () => void = () => {};
    const requestArrived = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    app.get("/api/test/slow", async () => {
      arrived();
      await new Promise((resolve) => setTimeout(resolve, 300));
      // The database is still open while requests finish.
      await app.database.db.execute(sql`select 1`);
      return { done: true };
    });
    baseUrl = await listen(app);

    inFlight = fetch(`${baseUrl}/api/test/slow`);
    await requestArrived;
    closed = app.close();
  });

  it("should let the request finish", async () => {
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
  });

  it("should stop listening", async () => {
    await closed;
    expect(app.server.listening).toBe(false);
    await expect(fetch(`${baseUrl}/healthz`)).rejects.toThrow();
  });

  it("should close the database it opened", async () => {
    await closed;
    await expect(app.database.db.execute(sql`select 1`)).rejects.toThrow();
  });
});

/** Runs src/main.ts the way `npm run dev` does, with tsx, and collects its output. */
function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: packageRoot,
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "test", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  return {
    child,
    exited,
    output: () => ({ stdout, stderr }),
    /** Resolves with the printed URL once the server is up. */
    async url(): Promise<string> {
      const deadline = Date.now() + 45_000;
      while (Date.now() < deadline) {
        const match = /mVPN is running at (http:\/\/\S+)/.exec(stdout);
        if (match?.[1]) return match[1];
        if (child.exitCode !== null) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`main.ts did not start:\n${stdout}\n${stderr}`);
    },
  };
}

// A cold start in a new process (tsx, PGlite's WebAssembly, the migrations)
// takes far longer than a test in this worker on a busy 2-core machine: let
// url()'s own 45 s deadline decide rather than the 30 s test timeout.
describe("given main.ts started as a process", { timeout: 60_000 }, () => {
  it("should print its URL, serve, and exit 0 on SIGTERM after closing", async () => {
    const dataDir = await makePgliteDataDir("main");
    const main = startMain({ PORT: "0", DATA_DIR: dataDir.path });
    try {
      const url = await main.url();
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(url).not.toMatch(/:0$/);
      const response = await fetch(`${url}/healthz`);
      expect(await response.json()).toEqual({ status: "ok", database: "ok" });

      main.child.kill("SIGTERM");
      expect(await main.exited).toBe(0);
    } finally {
      main.child.kill("SIGKILL");
      await dataDir.remove();
    }
  });

  it("should print every configuration problem and exit 1 on bad config", async () => {
    const main = startMain({ PORT: "abc", NODE_ENV: "staging", DATA_DIR: temp.path });
    expect(await main.exited).toBe(1);
    const { stderr, stdout } = main.output();
    expect(stderr).toContain("Invalid configuration:");
    expect(stderr).toContain('PORT must be an integer between 0 and 65535, got "abc"');
    expect(stderr).toContain(
      'NODE_ENV must be one of development, test, production, got "staging"',
    );
    expect(stdout).not.toContain("mVPN is running");
  });
});
