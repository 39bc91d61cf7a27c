import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redisAvailable, TEST_REDIS_URL } from "../test/helpers/redis.js";
import { FULL, sendEvents } from "./helpers/load.js";
import { type MainProcess, startMain } from "./helpers/main-process.js";
import { createFaultDatabase, type FaultDatabase, postgresAvailable } from "./helpers/postgres.js";
import { signUp, solvedBotToken } from "./helpers/signup.js";
import { startTcpProxy, type TcpProxy } from "./helpers/tcp-proxy.js";

/** How long the api is hit while Redis is gone. */
const OUTAGE_MS = FULL ? 20_000 : 2_000;

/** Sends analytics batches for `ms`; answers every status seen. */
async function hitFor(baseUrl: string, run: string, ms: number): Promise<Set<string>> {
  const statuses = new Set<string>();
  const end = Date.now() + ms;
  for (let i = 0; Date.now() < end; i++) {
    statuses.add(String(await sendEvents(baseUrl, `${run}-${i}`, 1)));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return statuses;
}

// Issue #19, faults: Redis (shared rate-limit counts and used bot tokens) gone
// mid-run. The api reaches it through a proxy the test cuts, as a Redis
// restart or a network split would.
describe.skipIf(!redisAvailable)(
  "given the api counting rate limits and used bot tokens in Redis when Redis goes away",
  { timeout: OUTAGE_MS + 60_000 },
  () => {
    const run = `redisfault-${process.pid}-${Date.now()}`;
    let proxy: TcpProxy;
    let main: MainProcess;
    let database: FaultDatabase | undefined;
    let dataDir: string;
    /** A bot token used while Redis was gone. */
    let usedDuringOutage: string;

    beforeAll(async () => {
      const redis = new URL(TEST_REDIS_URL);
      proxy = await startTcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
      const viaProxy = new URL(TEST_REDIS_URL);
      viaProxy.hostname = "127.0.0.1";
      viaProxy.port = String(proxy.port);
      dataDir = await mkdtemp(path.join(os.tmpdir(), "mvpn-faults-redis-"));
      // PostgreSQL starts faster than a first PGlite start (its initdb).
      database = postgresAvailable ? await createFaultDatabase("redis") : undefined;
      main = await startMain({
        DATA_DIR: dataDir,
        REDIS_URL: viaProxy.toString(),
        // Bot tokens solved by the test: a small proof of work keeps it quick.
        ALTCHA_MAX_NUMBER: "1000",
        ...(database && { DATABASE_URL: database.scratch.url }),
      });
    });

    afterAll(async () => {
      main?.kill();
      await proxy?.close();
      await database?.dispose();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    it("should answer through Redis while it is there", async () => {
      expect(await sendEvents(main.url, `${run}-before`, 1)).toBe(200);
      const token = await solvedBotToken(main.url);
      expect((await signUp(main.url, token, `${run}-before@example.com`)).status).toBe(200);
      expect(main.log()).not.toContain("redis unavailable");
    });

    it("should keep answering once Redis is gone, and say it counts in memory", async () => {
      await proxy.cut();
      const statuses = await hitFor(main.url, run, OUTAGE_MS);
      // 429 would be a limit reached in memory: still an answer, never a 5xx or a hang.
      expect([...statuses].filter((status) => status !== "200" && status !== "429")).toEqual([]);
      expect(statuses.has("200")).toBe(true);
      await main.waitFor(/"msg":"rate limits: redis unavailable, using memory"/, 5_000);
    });

    it("should accept a solved bot token once while Redis is gone, and say it records it in the database", async () => {
      usedDuringOutage = await solvedBotToken(main.url);
      const first = await signUp(main.url, usedDuringOutage, `${run}-outage@example.com`);
      expect(first.status).toBe(200);
      const replay = await signUp(main.url, usedDuringOutage, `${run}-replay@example.com`);
      expect(replay).toEqual({ status: 400, message: "bot check failed" });
      await main.waitFor(/"msg":"bot tokens: redis unavailable, using the database"/, 5_000);
    });

    it("should go back to Redis once it is there again", async () => {
      await proxy.restore();
      // ioredis reconnects with a back-off of at most 2 s; a request then finds it ready.
      const deadline = Date.now() + 20_000;
      while (!main.log().includes("rate limits: redis available again")) {
        if (Date.now() > deadline) throw new Error(`never went back to Redis:\n${main.log()}`);
        expect(await sendEvents(main.url, `${run}-back-${Date.now()}`, 1)).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const token = await solvedBotToken(main.url);
      expect((await signUp(main.url, token, `${run}-back@example.com`)).status).toBe(200);
      expect((await signUp(main.url, token, `${run}-back-replay@example.com`)).status).toBe(400);
      await main.waitFor(/"msg":"bot tokens: redis available again"/, 5_000);
    });

    it("should still refuse, once Redis is back, a bot token used while it was gone", async () => {
      const replay = await signUp(main.url, usedDuringOutage, `${run}-late-replay@example.com`);
      expect(replay).toEqual({ status: 400, message: "bot check failed" });
    });

    it("should exit 0 on SIGTERM", async () => {
      main.child.kill("SIGTERM");
      expect(await main.exited, main.log().slice(-6000)).toBe(0);
    });
  },
);
