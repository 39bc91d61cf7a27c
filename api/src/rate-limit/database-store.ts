import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { AppDb } from "../db/database.js";
import { rateLimitWindows } from "../db/schema/index.js";
import { onceKey, type RateLimitStore, type WindowCount } from "./store.js";

/** Ended windows are deleted at most this often, by whichever instance counts next. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Fixed-window counters in the database (table rate_limit_windows): shared
 * by every api instance, whether Redis is there or not. One upsert per hit,
 * atomic under concurrency (INSERT … ON CONFLICT DO UPDATE … RETURNING).
 * Times come from `now` (the instance's clock), like the memory store's.
 */
export function createDatabaseStore(db: AppDb, now: () => number = Date.now): RateLimitStore {
  let lastSweep = 0;

  const sweep = async (time: number) => {
    if (time - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = time;
    await db.delete(rateLimitWindows).where(lt(rateLimitWindows.resetAt, new Date(time)));
  };

  /** Adds `amount` to the window of `key` (a new one when it ended), or sets it to `amount` if `keep`. */
  const upsert = async (
    key: string,
    amount: number,
    resetAt: Date,
    time: Date,
    keep = false,
  ): Promise<{ count: number; resetAt: Date }> => {
    const ended = sql`${rateLimitWindows.resetAt} <= ${time.toISOString()}::timestamptz`;
    const [row] = await db
      .insert(rateLimitWindows)
      .values({ key, count: amount, resetAt })
      .onConflictDoUpdate({
        target: rateLimitWindows.key,
        set: {
          count: keep
            ? sql`case when ${ended} then excluded.count else ${rateLimitWindows.count} end`
            : sql`case when ${ended} then excluded.count else ${rateLimitWindows.count} + excluded.count end`,
          resetAt: sql`case when ${ended} then excluded.reset_at else ${rateLimitWindows.resetAt} end`,
        },
      })
      .returning({ count: rateLimitWindows.count, resetAt: rateLimitWindows.resetAt });
    if (!row) throw new Error(`rate limit ${key}: the upsert returned no row`);
    return row;
  };

  const answer = (row: { count: number; resetAt: Date }, time: number): WindowCount => ({
    count: row.count,
    resetInMs: Math.max(0, row.resetAt.getTime() - time),
  });

  return {
    kind: "database",
    async hit(key, windowMs, amount = 1) {
      const time = now();
      await sweep(time);
      return answer(await upsert(key, amount, new Date(time + windowMs), new Date(time)), time);
    },
    async hitOnce(key, member, windowMs) {
      const time = now();
      await sweep(time);
      const memberKey = onceKey(key, member);
      const [seen] = await db
        .select({ count: rateLimitWindows.count, resetAt: rateLimitWindows.resetAt })
        .from(rateLimitWindows)
        .where(
          and(eq(rateLimitWindows.key, memberKey), gt(rateLimitWindows.resetAt, new Date(time))),
        );
      if (seen) return answer(seen, time);
      const counted = await upsert(key, 1, new Date(time + windowMs), new Date(time));
      // Two first hits of one member at once: both counted, the first rank stored wins for both.
      const rank = await upsert(memberKey, counted.count, counted.resetAt, new Date(time), true);
      return answer(rank, time);
    },
    async peek(key) {
      const [row] = await db
        .select({ count: rateLimitWindows.count })
        .from(rateLimitWindows)
        .where(and(eq(rateLimitWindows.key, key), gt(rateLimitWindows.resetAt, new Date(now()))));
      return row?.count ?? 0;
    },
    async close() {
      // The database belongs to the app: it closes it.
    },
  };
}
