import { randomUUID } from "node:crypto";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/index.js";
import { type Buyer, createBuyers, FULL, payOrder, sendEvents, storedFor } from "./helpers/load.js";
import { type MainProcess, startMain } from "./helpers/main-process.js";
import { createFaultDatabase, type FaultDatabase, postgresAvailable } from "./helpers/postgres.js";

/** Requests in the burst the signal lands in. */
const BURST = FULL ? 200 : 40;

/** A request on a new connection (no keep-alive pool): its status, or the socket error's code. */
function freshRequest(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${url}/healthz`, { agent: false, timeout: 5_000 }, (response) => {
      response.resume();
      resolve(String(response.statusCode));
    });
    request.on("timeout", () => {
      request.destroy();
      reject(new Error("hung: no answer within 5 s"));
    });
    request.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

// Issue #19, faults: SIGTERM during load, on the built api and PostgreSQL,
// with payments in the burst. api/test/shutdown.test.ts covers the drain of
// accepted keep-alive connections request by request (PGlite, tsx); this one
// checks the whole outcome under load: what was acknowledged is stored, no
// order is paid twice, new connections are refused (never left hanging),
// and the exit code is 0.
describe.skipIf(!postgresAvailable)(
  "given the built api under load on PostgreSQL when it gets SIGTERM",
  { timeout: 120_000 },
  () => {
    const run = `sigterm-${process.pid}-${Date.now()}`;
    let database: FaultDatabase;
    let main: MainProcess;
    let ours: Database;
    let buyers: Buyer[];
    const events = new Map<string, { status: string; answeredAfterSignal: boolean }>();
    const orders = new Map<string, { status: string; paid: boolean }>();
    let exitCode: number | null;
    let duringDrain: string;
    let afterExit: string;

    beforeAll(async () => {
      database = await createFaultDatabase("sigterm");
      main = await startMain({ DATABASE_URL: database.scratch.url, DATA_DIR: "/tmp" });
      ours = await database.open();
      buyers = await createBuyers(ours, run, 4);
      // Warm connections, as a load balancer's would be.
      expect(await sendEvents(main.url, `${run}-warm`, 1)).toBe(200);

      let signalled = false;
      const burst = Array.from({ length: BURST }, async (_, i) => {
        const userId = `${run}-${i}`;
        const status = String(await sendEvents(main.url, userId, 3));
        events.set(userId, { status, answeredAfterSignal: signalled });
      });
      const payments = buyers.map(async (buyer) => {
        const orderId = randomUUID();
        const { status, paid } = await payOrder(main.url, buyer, orderId);
        orders.set(orderId, { status: String(status), paid });
      });
      // Inside the analytics buffer's 250 ms window: the burst's events are
      // received but not yet written when the signal lands.
      await new Promise((resolve) => setTimeout(resolve, 100));
      signalled = true;
      main.child.kill("SIGTERM");
      await main.waitFor(/"msg":"shutting down"/, 10_000);
      duringDrain = await freshRequest(main.url);
      await Promise.all([...burst, ...payments]);
      exitCode = await main.exited;
      afterExit = await freshRequest(main.url);
    });

    afterAll(async () => {
      main?.kill();
      await database?.dispose();
    });

    it("should answer every request in the burst with 200 or 503, or refuse its connection", () => {
      const answers = [...events.values(), ...orders.values()].map((answer) => answer.status);
      const unclean = answers.filter(
        (status) => status !== "200" && status !== "503" && status !== "network error",
      );
      expect(unclean).toEqual([]);
    });

    it("should let requests in flight at the signal finish", () => {
      const finishedAfter = [...events.values()].filter(
        (answer) => answer.status === "200" && answer.answeredAfterSignal,
      );
      expect(finishedAfter.length).toBeGreaterThan(0);
    });

    it("should have written every acknowledged event, the buffered ones included", async () => {
      const stored = await storedFor(ours, run, [...orders.keys()]);
      const lost = [...events]
        .filter(([, answer]) => answer.status === "200")
        .filter(([userId]) => stored.events.get(userId) !== 3)
        .map(([userId]) => userId);
      expect(lost).toEqual([]);
    });

    it("should have recorded each paid order once", async () => {
      const stored = await storedFor(ours, run, [...orders.keys()]);
      const paid = [...orders].filter(([, answer]) => answer.paid).map(([id]) => id);
      expect(paid.filter((id) => !stored.succeededOrders.has(id))).toEqual([]);
      expect([...stored.subscriptionsPerOrder.values()].filter((n) => n !== 1)).toEqual([]);
    });

    it("should exit 0", () => {
      expect(exitCode, main.log().slice(-6000)).toBe(0);
    });

    it("should answer or refuse new connections cleanly while draining, refuse them once stopped", () => {
      // 200: the kernel had queued it and the server accepted it in its last
      // accept turns (http/close-connections-on-shutdown.ts), then served it.
      // ECONNRESET: queued after that, reset when the listening socket closed,
      // before anything was read: safe to retry. A hang fails freshRequest.
      expect(duringDrain).toMatch(/^(200|503|ECONNREFUSED|ECONNRESET)$/);
      expect(afterExit).toBe("ECONNREFUSED");
    });
  },
);
