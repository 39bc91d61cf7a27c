import { sql } from "drizzle-orm";
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

    // Before the fix, about one full run in three hung here until main.ts's
    // 10 s ("killed by timeout", exit 1): a client lost by drizzle's
    // transaction() (below) kept pool.end() waiting.
    it("should exit 0 on SIGTERM afterwards", async () => {
      main.child.kill("SIGTERM");
      expect(await main.exited, main.log().slice(-6000)).toBe(0);
    });
  },
);

// What made SIGTERM after the drops hang, made certain: drizzle's
// transaction() sends BEGIN before the try/finally that gives its pool client
// back, so a connection that dies as it is lent out (here its socket is
// destroyed the moment the pool lends it) used to stay checked out for good,
// and pool.end() waited for it forever. The pool must take it back.
describe.skipIf(!postgresAvailable)(
  "given a transaction whose connection ends as the pool lends it",
  { timeout: 30_000 },
  () => {
    let database: FaultDatabase;
    let ours: Database;

    beforeAll(async () => {
      database = await createFaultDatabase("lent");
      ours = await database.open();
    });

    afterAll(async () => {
      await database?.dispose();
    });

    it("should fail the transaction, give the dead client back to the pool, and close", async () => {
      if (ours.kind !== "postgres") throw new Error("expected a PostgreSQL pool");
      const pool = ours.client;
      await ours.db.execute(sql`select 1`);
      pool.once("acquire", (client) => client.connection.stream.destroy());

      await expect(ours.db.transaction((tx) => tx.execute(sql`select 1`))).rejects.toThrow();

      await expect.poll(() => pool.totalCount, { timeout: 5_000 }).toBe(0);
      // The pool still serves, and ends (closing used to hang here).
      await ours.db.execute(sql`select 1`);
      const closed = await Promise.race([
        ours.close().then(() => "closed"),
        new Promise((resolve) => setTimeout(resolve, 5_000, "still waiting after 5 s")),
      ]);
      expect(closed).toBe("closed");
    });
  },
);
