import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/index.js";
import {
  type Acknowledged,
  type Buyer,
  createBuyers,
  FULL,
  lostEvents,
  runLoad,
  sendEvents,
  storedFor,
} from "./helpers/load.js";
import { type MainProcess, startMain } from "./helpers/main-process.js";
import { createFaultDatabase, type FaultDatabase, postgresAvailable } from "./helpers/postgres.js";

/** How long the load runs, and how many times the database drops every connection meanwhile. */
const LOAD_MS = FULL ? 45_000 : 6_000;
const TERMINATIONS = FULL ? 8 : 2;

// Issue #19, faults: the database restarting under load. Ending every backend
// of the api's database is what a restart (or a failover) looks like from the
// api: each pooled connection breaks, mid-query or idle.
describe.skipIf(!postgresAvailable)(
  "given the api under load on PostgreSQL when the database drops every connection",
  { timeout: LOAD_MS + 120_000 },
  () => {
    const run = `pgfault-${process.pid}-${Date.now()}`;
    let database: FaultDatabase;
    let main: MainProcess;
    let ours: Database;
    let buyers: Buyer[];
    let acknowledged: Acknowledged;
    let terminated: number[];

    beforeAll(async () => {
      database = await createFaultDatabase("restart");
      main = await startMain({ DATABASE_URL: database.scratch.url, DATA_DIR: "/tmp" });
      ours = await database.open();
      buyers = await createBuyers(ours, run, FULL ? 8 : 4);

      terminated = [];
      const faults = (async () => {
        for (let i = 1; i <= TERMINATIONS; i++) {
          await new Promise((resolve) => setTimeout(resolve, LOAD_MS / (TERMINATIONS + 1)));
          terminated.push(await database.terminateConnections());
        }
        await new Promise((resolve) => setTimeout(resolve, LOAD_MS / (TERMINATIONS + 1)));
      })();
      acknowledged = await runLoad({
        baseUrl: main.url,
        run,
        buyers,
        until: faults,
        eventSenders: 3,
        eventsPerRequest: 5,
        orderPauseMs: LOAD_MS / 15,
      });
    }, LOAD_MS + 90_000);

    afterAll(async () => {
      if (process.env.FAULTS_DEBUG) console.log(main?.log());
      main?.kill();
      await database?.dispose();
    });

    it("should have dropped the api's connections under load", () => {
      expect(terminated).toHaveLength(TERMINATIONS);
      expect(terminated.some((ended) => ended > 0)).toBe(true);
      expect(acknowledged.events.size).toBeGreaterThan(0);
      expect(acknowledged.paidOrders.size).toBeGreaterThan(0);
    });

    it("should recover by itself: health and later requests succeed", async () => {
      const health = await fetch(`${main.url}/healthz`);
      expect(await health.json()).toEqual({ status: "ok", database: "ok" });
      expect(await sendEvents(main.url, `${run}-after`, 1)).toBe(200);
    });

    it("should have stored every acknowledged analytics event", async () => {
      const stored = await storedFor(ours, run, acknowledged.orderIds);
      expect(lostEvents(acknowledged, stored.events)).toEqual({});
    });

    it("should have stored every order answered paid, each with exactly one subscription", async () => {
      const stored = await storedFor(ours, run, acknowledged.orderIds);
      const missing = [...acknowledged.paidOrders].filter((id) => !stored.succeededOrders.has(id));
      expect(missing).toEqual([]);
      const twice = [...stored.subscriptionsPerOrder].filter(([, n]) => n !== 1);
      expect(twice).toEqual([]);
      // A succeeded order has its subscription: none paid without being granted.
      for (const id of stored.succeededOrders) expect(stored.subscriptionsPerOrder.get(id)).toBe(1);
    });

    // Not yet: about one run in five, SIGTERM after the drops hangs in close
    // ("killed by timeout (10000ms)", exit 1) with no request in flight, most
    // likely pool.end() waiting on a client broken by pg_terminate_backend that
    // never leaves the pool. sigterm.test.ts checks exit 0 without the drops.
    it.todo("should exit 0 on SIGTERM afterwards (issue #19: close hangs after connection drops)");
  },
);
