import { describe, expect, it } from "vitest";
import {
  createFallbackUsedTokenStore,
  type UsedTokenStore,
} from "../../src/bot-protection/used-tokens.js";

/** Tokens claimed in memory; with `down`, it fails as Redis's store does when the connection is gone. */
function recordingStore() {
  const claimed = new Set<string>();
  const state = { down: false, calls: 0 };
  const store: UsedTokenStore = {
    async claim(token) {
      state.calls++;
      if (state.down) throw new Error("Connection is closed.");
      if (claimed.has(token)) return false;
      claimed.add(token);
      return true;
    },
  };
  return { store, state, claimed };
}

function recordingLogger() {
  const lines: string[] = [];
  return {
    lines,
    warn: (_object: object, message: string) => lines.push(`warn ${message}`),
    info: (message: string) => lines.push(`info ${message}`),
  };
}

const KEEP_MS = 60_000;

// Issue #19 (faults): Redis gone must not take bot-protected calls down, nor
// let a bot token be used twice.
describe("given the used-token store in front of Redis", () => {
  it("should claim in the fallback, refuse a replay there, and log it once when Redis fails", async () => {
    const redis = recordingStore();
    const database = recordingStore();
    const logger = recordingLogger();
    const store = createFallbackUsedTokenStore({
      primary: redis.store,
      fallback: database.store,
      isReady: () => true,
      logger,
    });

    redis.state.down = true;
    expect(await store.claim("a", KEEP_MS)).toBe(true);
    expect(await store.claim("a", KEEP_MS)).toBe(false);
    expect(await store.claim("b", KEEP_MS)).toBe(true);

    expect([...database.claimed]).toEqual(["a", "b"]);
    expect(logger.lines).toEqual(["warn bot tokens: redis unavailable, using the database"]);
  });

  it("should not wait on Redis while its connection is down", async () => {
    const redis = recordingStore();
    const database = recordingStore();
    const store = createFallbackUsedTokenStore({
      primary: redis.store,
      fallback: database.store,
      isReady: () => false,
    });

    expect(await store.claim("a", KEEP_MS)).toBe(true);
    expect(redis.state.calls).toBe(0);
  });

  it("should go back to Redis, say so, and still refuse a token first used while it was away", async () => {
    let time = 1_000_000;
    const redis = recordingStore();
    const database = recordingStore();
    const logger = recordingLogger();
    const store = createFallbackUsedTokenStore({
      primary: redis.store,
      fallback: database.store,
      isReady: () => true,
      logger,
      now: () => time,
    });

    redis.state.down = true;
    expect(await store.claim("during", KEEP_MS)).toBe(true);
    redis.state.down = false;
    expect(await store.claim("during", KEEP_MS)).toBe(false);
    expect(await store.claim("after", KEEP_MS)).toBe(true);
    expect(await store.claim("after", KEEP_MS)).toBe(false);
    expect(logger.lines).toEqual([
      "warn bot tokens: redis unavailable, using the database",
      "info bot tokens: redis available again",
    ]);

    // Once no token claimed in the fallback can still be presented, Redis alone is asked.
    time += KEEP_MS;
    const databaseCalls = database.state.calls;
    expect(await store.claim("later", KEEP_MS)).toBe(true);
    expect(database.state.calls).toBe(databaseCalls);
  });

  it("should answer Redis's refusal without asking the fallback when Redis never failed", async () => {
    const redis = recordingStore();
    const database = recordingStore();
    const store = createFallbackUsedTokenStore({
      primary: redis.store,
      fallback: database.store,
      isReady: () => true,
    });

    expect(await store.claim("a", KEEP_MS)).toBe(true);
    expect(await store.claim("a", KEEP_MS)).toBe(false);
    expect(database.state.calls).toBe(0);
  });
});
