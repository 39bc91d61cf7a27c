import { randomInt, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsEvents } from "../../src/db/schema/index.js";
import { RELAXED_RATE_LIMITS, startApi, type TestApi } from "../helpers/api.js";
import { databaseTargets } from "../helpers/databases.js";
import { redisAvailable, TEST_REDIS_URL } from "../helpers/redis.js";

/** Where the counters live: this process, or Redis (shared by every instance). */
const STORES: Array<{ name: string; available: boolean; env: Record<string, string> }> = [
  { name: "memory", available: true, env: {} },
  { name: "Redis", available: redisAvailable, env: { REDIS_URL: TEST_REDIS_URL } },
];

const EVENTS = "/api/mms/analytics/v1/events";

/** Small limits, so that a test reaches them in a few requests. */
const LIMITS = {
  ...RELAXED_RATE_LIMITS,
  analyticsPerClient: { limit: 3, windowSeconds: 60 },
  analyticsPerIp: { limit: 6, windowSeconds: 60 },
  analyticsEventsPerClientPerDay: { limit: 10, windowSeconds: 86_400 },
  analyticsEventsPerIpPerDay: { limit: 25, windowSeconds: 86_400 },
};

interface Accepted {
  accepted: number;
  dropped: number;
}

/**
 * Issue #18, finding 5: anyone could POST 100 events of up to 256 KiB per
 * request, without limit, and every one was stored. Requests are now rate
 * limited per IP and per browser (front_id), and what a browser or an
 * address stores per day is capped: over the cap, events are acknowledged,
 * counted and dropped.
 */
describe.each(databaseTargets)("given analytics clients on $name", (target) => {
  describe.each(STORES)("with small limits counted in $name", (store) => {
    describe.skipIf(!target.available || !store.available)("over HTTP", () => {
      let api: TestApi;
      // Redis outlives test runs: every address and user_id of this run is new.
      const run = randomUUID().slice(0, 8);
      const net = `10.${randomInt(256)}.${randomInt(256)}`;

      beforeAll(async () => {
        api = await startApi(target, {
          env: { TRUST_PROXY: "loopback", ...store.env },
          deps: { rateLimits: LIMITS },
        });
      });

      afterAll(async () => {
        await api?.close();
        if (store.name === "Redis") {
          const redis = new Redis(TEST_REDIS_URL);
          const keys = [
            ...(await redis.keys(`mvpn:rl:*:${net}.*`)),
            ...(await redis.keys(`mvpn:rl:*:${run}-*`)),
          ];
          if (keys.length > 0) await redis.del(...keys);
          await redis.quit();
        }
      });

      function send(host: number, client: string, count: number) {
        return api.call<Accepted>("POST", EVENTS, {
          body: {
            user_id: `${run}-${client}`,
            events: Array.from({ length: count }, (_, i) => ({ event_name: `e${i}` })),
          },
          headers: { "x-forwarded-for": `${net}.${host}` },
        });
      }

      async function storedFor(client: string): Promise<number> {
        const rows = await api.app.database.db
          .select({ id: analyticsEvents.id })
          .from(analyticsEvents)
          .where(eq(analyticsEvents.userId, `${run}-${client}`));
        return rows.length;
      }

      it("should store a browser's events up to its daily cap, then count and drop the rest", async () => {
        const droppedBefore = api.app.analyticsQuota.dropped;
        const first = await send(1, "front-capped", 8);
        expect(first.body.data).toEqual({ accepted: 8, dropped: 0 });
        const second = await send(1, "front-capped", 5);
        expect(second.status).toBe(200);
        expect(second.body.data).toEqual({ accepted: 2, dropped: 3 });
        expect(await storedFor("front-capped")).toBe(10);
        expect(api.app.analyticsQuota.dropped - droppedBefore).toBe(3);
      });

      it("should refuse a browser's requests past its rate with 429", async () => {
        for (let i = 0; i < 3; i++) {
          expect((await send(2, "front-chatty", 1)).status).toBe(200);
        }
        const refused = await send(2, "front-chatty", 1);
        expect(refused.status).toBe(429);
        expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
        expect(await storedFor("front-chatty")).toBe(3);
      });

      it("should refuse an address's requests past its rate, whatever user_id it sends", async () => {
        for (let i = 0; i < 6; i++) {
          expect((await send(3, `front-rotating-${i}`, 1)).status).toBe(200);
        }
        const refused = await send(3, "front-rotating-new", 1);
        expect(refused.status).toBe(429);
        expect(await storedFor("front-rotating-new")).toBe(0);
      });

      it("should cap what one address stores per day across the user_ids it sends", async () => {
        const answers = [];
        for (let i = 0; i < 3; i++) answers.push((await send(4, `front-ip-${i}`, 10)).body.data);
        expect(answers).toEqual([
          { accepted: 10, dropped: 0 },
          { accepted: 10, dropped: 0 },
          { accepted: 5, dropped: 5 },
        ]);
      });

      it("should leave other clients within their limits alone", async () => {
        const response = await send(5, "front-quiet", 10);
        expect(response.body.data).toEqual({ accepted: 10, dropped: 0 });
        expect(await storedFor("front-quiet")).toBe(10);
      });
    });
  });
});
