import { createHash } from "node:crypto";
import { lt } from "drizzle-orm";
import type { Redis } from "ioredis";
import type { AppDb } from "../db/database.js";
import { usedBotTokens } from "../db/schema/index.js";
import { createRedisFallback, type FallbackLogger } from "../redis-fallback.js";

/**
 * Remembers the bot-protection tokens already accepted, so each is used
 * once: `claim` is true the first time for a token, false after.
 */
export interface UsedTokenStore {
  claim(token: string, keepForMs: number): Promise<boolean>;
}

export function tokenFingerprint(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** In the database (table used_bot_tokens), the record every instance trusts; expired rows are swept now and then. */
export function createDatabaseUsedTokenStore(
  db: AppDb,
  now: () => number = Date.now,
): UsedTokenStore {
  let lastSweep = 0;
  return {
    async claim(token, keepForMs) {
      const time = now();
      if (time - lastSweep > 60_000) {
        lastSweep = time;
        await db.delete(usedBotTokens).where(lt(usedBotTokens.expiresAt, new Date(time)));
      }
      const inserted = await db
        .insert(usedBotTokens)
        .values({ tokenHash: tokenFingerprint(token), expiresAt: new Date(time + keepForMs) })
        .onConflictDoNothing()
        .returning({ tokenHash: usedBotTokens.tokenHash });
      return inserted.length === 1;
    },
  };
}

/** In Redis: SET NX with an expiry, shared by every instance (a fast path in front of the database). */
export function createRedisUsedTokenStore(redis: Redis): UsedTokenStore {
  return {
    async claim(token, keepForMs) {
      const answer = await redis.set(
        `mvpn:bot:${tokenFingerprint(token)}`,
        "1",
        "PX",
        keepForMs,
        "NX",
      );
      return answer === "OK";
    },
  };
}

export interface CachedUsedTokenStoreOptions {
  /** The record every instance shares and trusts (the database). */
  record: UsedTokenStore;
  /** A shared record in front of it (Redis), which refuses replays without a database write. */
  fastPath: UsedTokenStore;
  /** Whether Redis's connection is up now: when it is not, don't wait for its retries. */
  isReady: () => boolean;
  logger?: FallbackLogger;
}

/**
 * A bot token is single use on every instance, with Redis or without it
 * (issue #35): the database decides. Redis only answers first: a token it
 * already holds is refused there; one it takes (or any token while Redis is
 * away, or failing) is claimed in the database, and accepted only if the
 * database had not seen it. So a token used on an instance that has lost
 * Redis is refused on one that still has it, and the other way round; while
 * Redis is away, the log says "bot tokens: redis unavailable, using the
 * database" once, then "bot tokens: redis available again".
 */
export function createCachedUsedTokenStore({
  record,
  fastPath,
  isReady,
  logger,
}: CachedUsedTokenStoreOptions): UsedTokenStore {
  const redis = createRedisFallback({
    subject: "bot tokens",
    fallbackName: "the database",
    isReady,
    logger,
  });

  return {
    async claim(token, keepForMs) {
      const newToRedis = await redis.attempt(
        () => fastPath.claim(token, keepForMs),
        async () => true,
      );
      if (!newToRedis) return false;
      return record.claim(token, keepForMs);
    },
  };
}
