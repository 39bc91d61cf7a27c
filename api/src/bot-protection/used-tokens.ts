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

/** In the database (table used_bot_tokens); expired rows are swept now and then. */
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

/** In Redis: SET NX with an expiry, shared by every instance. */
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

export interface FallbackUsedTokenStoreOptions {
  /** The shared record (Redis). */
  primary: UsedTokenStore;
  /** Where tokens are recorded while Redis is away (the database: shared by every instance too). */
  fallback: UsedTokenStore;
  /** Whether Redis's connection is up now: when it is not, don't wait for its retries. */
  isReady: () => boolean;
  logger?: FallbackLogger;
  now?: () => number;
}

/**
 * Bot protection must not fail with Redis (issue #19), nor let a token be
 * used twice: while Redis is away tokens are claimed in the fallback, and for
 * as long as a token claimed there could still be used (its `keepForMs`),
 * a claim that Redis accepts is claimed in the fallback too, so a token
 * first used during the outage is not accepted again once Redis is back.
 * (A token claimed in Redis just before the outage is not known to the
 * fallback: it could be used once more during the outage, within its
 * 10 minutes.)
 */
export function createFallbackUsedTokenStore({
  primary,
  fallback,
  isReady,
  logger,
  now = Date.now,
}: FallbackUsedTokenStoreOptions): UsedTokenStore {
  const redis = createRedisFallback({
    subject: "bot tokens",
    fallbackName: "the database",
    isReady,
    logger,
  });
  // Until then, tokens claimed in the fallback may still be presented.
  let fallbackHoldsUntil = 0;

  return {
    async claim(token, keepForMs) {
      let fellBack = false;
      const firstUse = await redis.attempt(
        () => primary.claim(token, keepForMs),
        () => {
          fellBack = true;
          fallbackHoldsUntil = Math.max(fallbackHoldsUntil, now() + keepForMs);
          return fallback.claim(token, keepForMs);
        },
      );
      if (!firstUse || fellBack || now() >= fallbackHoldsUntil) return firstUse;
      return fallback.claim(token, keepForMs);
    },
  };
}
