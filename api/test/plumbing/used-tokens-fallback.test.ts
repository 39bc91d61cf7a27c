import { describe, expect, it } from "vitest";
import {
  createCachedUsedTokenStore,
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

/** The store of one instance: Redis in front of the database. */
function cachedStore(redis: UsedTokenStore, database: UsedTokenStore, isReady = () => true) {
  const logger = recordingLogger();
  const store = createCachedUsedTokenStore({
    record: database,
    fastPath: redis,
    isReady,
    logger,
  });
  return { store, logger };
}

// Issue #19 (faults): Redis gone must not take bot-protected calls down, nor
// let a bot token be used twice. Issue #35: nor on another instance, which
// may still have Redis while this one has lost it.
describe("given the used-token store: Redis in front of the database", () => {
  it("should claim in the database, refuse a replay there, and log it once when Redis fails", async () => {
    const redis = recordingStore();
    const database = recordingStore();
    const { store, logger } = cachedStore(redis.store, database.store);

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
    const { store } = cachedStore(redis.store, database.store, () => false);

    expect(await store.claim("a", KEEP_MS)).toBe(true);
    expect(redis.state.calls).toBe(0);
  });

  it("should go back to Redis, say so, and still refuse a token first used while it was away", async () => {
    const redis = recordingStore();
    const database = recordingStore();
    const { store, logger } = cachedStore(redis.store, database.store);

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
  });

  it("should refuse a replay Redis knows without asking the database", async () => {
    const redis = recordingStore();
    const database = recordingStore();
    const { store } = cachedStore(redis.store, database.store);

    expect(await store.claim("a", KEEP_MS)).toBe(true);
    expect(database.state.calls).toBe(1);
    expect(await store.claim("a", KEEP_MS)).toBe(false);
    expect(database.state.calls).toBe(1);
  });

  it("should refuse, on an instance with Redis, a token used on one that had lost it, and the other way round", async () => {
    const redis = recordingStore();
    const database = recordingStore();
    const withRedis = cachedStore(redis.store, database.store).store;
    let lostRedis = true;
    const withoutRedis = cachedStore(redis.store, database.store, () => !lostRedis).store;

    expect(await withoutRedis.claim("used-without", KEEP_MS)).toBe(true);
    expect(await withRedis.claim("used-without", KEEP_MS)).toBe(false);

    expect(await withRedis.claim("used-with", KEEP_MS)).toBe(true);
    expect(await withoutRedis.claim("used-with", KEEP_MS)).toBe(false);

    // The instance that had lost Redis gets it back: a token it used meanwhile stays used.
    lostRedis = false;
    expect(await withoutRedis.claim("used-without", KEEP_MS)).toBe(false);
  });
});
