import { describe, expect, it } from "vitest";
import { createFallbackStore } from "../../src/rate-limit/fallback-store.js";
import { createMemoryStore } from "../../src/rate-limit/memory-store.js";
import type { RateLimitStore } from "../../src/rate-limit/store.js";

/** A stand-in for the Redis store that fails while `down` is true. */
function flakyStore() {
  const inner = createMemoryStore();
  const state = { down: false, calls: 0 };
  const store: RateLimitStore = {
    kind: "redis",
    async hit(key, windowMs, amount) {
      state.calls++;
      if (state.down) throw new Error("Connection is closed.");
      return inner.hit(key, windowMs, amount);
    },
    async hitOnce(key, member, windowMs) {
      state.calls++;
      if (state.down) throw new Error("Connection is closed.");
      return inner.hitOnce(key, member, windowMs);
    },
    async peek(key) {
      state.calls++;
      if (state.down) throw new Error("Connection is closed.");
      return inner.peek(key);
    },
    close: () => inner.close(),
  };
  return { store, state };
}

function recordingLogger() {
  const lines: string[] = [];
  return {
    lines,
    warn: (_object: object, message: string) => lines.push(`warn ${message}`),
    info: (message: string) => lines.push(`info ${message}`),
  };
}

// Issue #19 (faults): Redis gone must not take the rate-limited routes down.
describe("given the rate-limit store in front of Redis", () => {
  it("should count in memory and log it once when Redis commands fail", async () => {
    const { store: primary, state } = flakyStore();
    const logger = recordingLogger();
    const store = createFallbackStore({ primary, isReady: () => true, logger });

    state.down = true;
    const first = await store.hit("login:1.2.3.4", 60_000);
    const second = await store.hit("login:1.2.3.4", 60_000);

    expect([first.count, second.count]).toEqual([1, 2]);
    expect(await store.peek("login:1.2.3.4")).toBe(2);
    expect(logger.lines).toEqual(["warn rate limits: redis unavailable, using memory"]);
    await store.close();
  });

  it("should not wait on Redis while its connection is down", async () => {
    const { store: primary, state } = flakyStore();
    const logger = recordingLogger();
    const store = createFallbackStore({ primary, isReady: () => false, logger });

    expect((await store.hit("k", 60_000, 3)).count).toBe(3);
    expect(state.calls).toBe(0);
    expect(logger.lines).toEqual(["warn rate limits: redis unavailable, using memory"]);
    await store.close();
  });

  it("should go back to Redis, and say so, once it answers again", async () => {
    const { store: primary, state } = flakyStore();
    const logger = recordingLogger();
    const store = createFallbackStore({ primary, isReady: () => true, logger });

    state.down = true;
    await store.hit("k", 60_000);
    state.down = false;
    expect((await store.hit("k", 60_000)).count).toBe(1);

    expect(logger.lines).toEqual([
      "warn rate limits: redis unavailable, using memory",
      "info rate limits: redis available again",
    ]);
    await store.close();
  });
});
