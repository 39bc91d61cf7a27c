import { and, eq, gt, sql } from "drizzle-orm";
import type { AppDb } from "../db/database.js";
import { subscriptions } from "../db/schema/index.js";

// Read by every profile call: a named prepared statement per database.
const statements = new WeakMap<AppDb, ReturnType<typeof prepareVipEnd>>();

function prepareVipEnd(db: AppDb) {
  return db
    .select({ endsAt: sql<Date | string | null>`max(${subscriptions.endsAt})` })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, sql.placeholder("userId")),
        eq(subscriptions.status, "active"),
        gt(subscriptions.endsAt, sql`${sql.placeholder("now")}::timestamptz`),
      ),
    )
    .prepare("mvpn_vip_end");
}

/**
 * `vip.remain_time` of the profile (SPEC.md §6: VIP status is carried by
 * it): the seconds from `now` until the end of the user's active
 * subscriptions, 0 when there is none. The subscriptions table belongs to
 * payments (db/schema/payments.ts): a subscription bought while another
 * runs starts when that one ends, so the VIP end is the latest `ends_at` of
 * the active ones.
 */
export async function vipRemainingSeconds(
  db: AppDb,
  userId: number,
  now: Date = new Date(),
): Promise<number> {
  let statement = statements.get(db);
  if (statement === undefined) {
    statement = prepareVipEnd(db);
    statements.set(db, statement);
  }
  const [row] = await statement.execute({ userId, now: now.toISOString() });
  const endsAt = row?.endsAt;
  if (endsAt === null || endsAt === undefined) return 0;
  // An aggregate comes back untyped: PGlite gives a Date, pg a string.
  const end = endsAt instanceof Date ? endsAt : new Date(endsAt);
  return Math.max(0, Math.floor((end.getTime() - now.getTime()) / 1000));
}
