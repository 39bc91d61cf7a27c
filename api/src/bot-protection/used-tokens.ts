import { createHash } from "node:crypto";
import { lt } from "drizzle-orm";
import type { Redis } from "ioredis";
import type { AppDb } from "../db/database.js";
import { usedBotTokens } from "../db/schema/index.js";

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
