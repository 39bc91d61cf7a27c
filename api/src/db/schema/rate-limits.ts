import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The rate-limit windows whose decision every api instance must share, with
 * Redis or without it (login, signup, reset codes, passwords, contact:
 * SHARED_RATE_LIMITS in rate-limit/rules.ts; ADR 0023). One row per rule and
 * key: the hits of the current fixed window and when it ends. A key's
 * `hitOnce` member keeps its rank in a row of its own. Ended windows are
 * swept now and then.
 */
export const rateLimitWindows = pgTable(
  "rate_limit_windows",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("rate_limit_windows_reset_at").on(table.resetAt)],
);
