import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Bot-protection tokens already accepted once (SHA-256 of the token), kept
 * until they would have expired anyway, so a token is single use. With
 * REDIS_URL the same record lives in Redis instead.
 */
export const usedBotTokens = pgTable("used_bot_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
