import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "../../src/db/index.js";
import { ApiError } from "../../src/http/envelope.js";
import { createDatabaseStore } from "../../src/rate-limit/database-store.js";
import { createRateLimiter } from "../../src/rate-limit/limiter.js";
import { createMemoryStore } from "../../src/rate-limit/memory-store.js";
import { createRedisStore } from "../../src/rate-limit/redis-store.js";
import { DEFAULT_RATE_LIMITS } from "../../src/rate-limit/rules.js";
import type { RateLimitStore } from "../../src/rate-limit/store.js";
import { databaseTargets } from "../helpers/databases.js";
import { redisAvailable, TEST_REDIS_URL } from "../helpers/redis.js";
import { testConfig } from "../helpers/test-config.js";

const stores: Array<{
  name: string;
  available: boolean;
  make(): Promise<RateLimitStore & { dispose?(): Promise<void> }>;
}> = [
  { name: "memory", available: true, make: async () => createMemoryStore() },
  {
    name: "Redis",
    available: redisAvailable,
    async make() {
      const redis = new Redis(TEST_REDIS_URL);
      const store = createRedisStore(redis);
      return { ...store, dispose: async () => void (await redis.quit()) };
    },
  },
  // Issue #35: the limits every instance must share are counted in the database.
  ...databaseTargets.map((target) => ({
    name: `${target.name} database`,
    available: target.available,
    async make() {
      const empty = await target.createMigrated();
      const database = await createDatabase(testConfig(empty.env));
      const store = createDatabaseStore(database.db);
      return {
        ...store,
        async dispose() {
          await database.close();
          await empty.dispose();
        },
      };
    },
  })),
];

describe.each(stores)("given the $name rate-limit store", (entry) => {
  describe.skipIf(!entry.available)("counting hits", () => {
    let store: RateLimitStore & { dispose?(): Promise<void> };
    // Unique keys: a Redis server outlives test runs.
    const prefix = randomBytes(6).toString("hex");

    beforeAll(async () => {
      store = await entry.make();
    });

    afterAll(async () => {
      await store?.close();
      await store?.dispose?.();
    });

    it("should count hits per key within the window", async () => {
      expect((await store.hit(`${prefix}:a`, 60_000)).count).toBe(1);
      expect((await store.hit(`${prefix}:a`, 60_000)).count).toBe(2);
      expect((await store.hit(`${prefix}:b`, 60_000)).count).toBe(1);
    });

    it("should report how long until the window resets", async () => {
      const { resetInMs } = await store.hit(`${prefix}:c`, 30_000);
      expect(resetInMs).toBeGreaterThan(29_000);
      expect(resetInMs).toBeLessThanOrEqual(30_000);
    });

    it("should start a new window once the old one ended", async () => {
      await store.hit(`${prefix}:d`, 50);
      await store.hit(`${prefix}:d`, 50);
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect((await store.hit(`${prefix}:d`, 50)).count).toBe(1);
    });

    it("should count several hits at once, and read a count without adding to it", async () => {
      expect((await store.hit(`${prefix}:e`, 60_000, 7)).count).toBe(7);
      expect((await store.hit(`${prefix}:e`, 60_000, 3)).count).toBe(10);
      expect(await store.peek(`${prefix}:e`)).toBe(10);
      expect(await store.peek(`${prefix}:e`)).toBe(10);
      expect(await store.peek(`${prefix}:never`)).toBe(0);
    });

    it("should count each member of hitOnce once per window, and answer its repeats its first rank", async () => {
      const key = `${prefix}:orders`;
      expect((await store.hitOnce(key, "first", 60_000)).count).toBe(1);
      expect((await store.hitOnce(key, "second", 60_000)).count).toBe(2);
      expect((await store.hitOnce(key, "first", 60_000)).count).toBe(1);
      expect((await store.hitOnce(key, "second", 60_000)).count).toBe(2);
      expect((await store.hit(key, 60_000)).count).toBe(3);
      expect((await store.hitOnce(key, "third", 60_000)).count).toBe(4);
      expect(await store.peek(key)).toBe(4);
    });

    it("should give concurrent first hits of one member one rank", async () => {
      const key = `${prefix}:together`;
      await store.hitOnce(key, "before", 60_000);
      const ranks = await Promise.all(
        Array.from({ length: 20 }, () => store.hitOnce(key, "same", 60_000)),
      );
      expect(new Set(ranks.map((rank) => rank.count)).size).toBe(1);
      expect(ranks[0]?.count).toBeGreaterThan(1);
    });

    it("should count a member again once its window ended", async () => {
      const key = `${prefix}:short`;
      await store.hitOnce(key, "a", 50);
      await store.hitOnce(key, "b", 50);
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect((await store.hitOnce(key, "b", 50)).count).toBe(1);
    });

    it("should make take() admit what fits under the limit and no more, without throwing", async () => {
      const limiter = createRateLimiter(store, {
        ...DEFAULT_RATE_LIMITS,
        analyticsEventsPerClientPerDay: { limit: 10, windowSeconds: 60 },
      });
      const key = `${prefix}:front`;
      expect(await limiter.take("analyticsEventsPerClientPerDay", key, 8)).toBe(8);
      expect(await limiter.take("analyticsEventsPerClientPerDay", key, 5)).toBe(2);
      expect(await limiter.take("analyticsEventsPerClientPerDay", key, 5)).toBe(0);
    });

    it("should make record() and count() keep a tally without ever refusing", async () => {
      const limiter = createRateLimiter(store, {
        ...DEFAULT_RATE_LIMITS,
        loginFailuresPerEmail: { limit: 1, windowSeconds: 60 },
      });
      const key = `${prefix}:victim@example.com`;
      for (let i = 0; i < 3; i++) await limiter.record("loginFailuresPerEmail", key);
      expect(await limiter.count("loginFailuresPerEmail", key)).toBe(3);
    });

    it("should make the limiter throw 429 with Retry-After past the limit", async () => {
      const limiter = createRateLimiter(store, {
        ...DEFAULT_RATE_LIMITS,
        loginPerIpAndEmail: { limit: 2, windowSeconds: 90 },
      });
      const key = `${prefix}:someone@example.com`;
      await limiter.enforce("loginPerIpAndEmail", key);
      await limiter.enforce("loginPerIpAndEmail", key);
      const error = await limiter
        .enforce("loginPerIpAndEmail", key)
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      const apiError = error as ApiError;
      expect(apiError.httpStatus).toBe(429);
      expect(apiError.message).toBe("Too many requests. Please try again in 2 minutes.");
      expect(Number(apiError.headers["retry-after"])).toBeGreaterThan(80);
    });
  });
});
