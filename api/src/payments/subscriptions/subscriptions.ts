import type { SubscriptionFilter, SubscriptionState } from "@mvpn/contract/constants";
import { and, count, desc, eq, gt, lte, max, ne, type SQL, sql } from "drizzle-orm";
import type { AppDb } from "../../db/database.js";
import {
  type OrderRow,
  orders,
  plans,
  type SubscriptionRow,
  subscriptions,
} from "../../db/schema/index.js";
import { addMonths } from "./calendar.js";

// Any fixed number: the first half of the two-key advisory lock that
// serialises grants per user ("subs" in ASCII).
const GRANT_LOCK_SPACE = 0x73756273;

/** The transaction handle drizzle passes to db.transaction callbacks. */
export type Tx = Parameters<Parameters<AppDb["transaction"]>[0]>[0];

/**
 * Makes the caller's transaction wait for, and then hold until it ends, the
 * turn of `userId`'s grants: everything that grants a user VIP time or
 * decides on it (a trial's eligibility) runs behind this lock.
 */
export async function lockGrantsOf(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${GRANT_LOCK_SPACE}, ${userId})`);
}

/**
 * Grants the subscription of a paid order inside the caller's transaction:
 * it starts at the later of `now` and the end of the user's latest
 * subscription (so buying again extends the VIP time instead of overlapping
 * it) and lasts the plan's months. Grants of one user take turns through a
 * transaction advisory lock, so two orders paid at the same moment queue up
 * instead of both starting now. `order_id` is unique: a second grant for the
 * same order inserts nothing and returns the first.
 *
 * A renewal order (`renews_subscription_id`) continues the period it renews:
 * the next one starts at that one's end, however late the job charged. The
 * new subscription renews, and takes the renewal over from the user's
 * earlier ones (only the one that runs last renews: "Extend VIP" while a
 * subscription runs must not charge both).
 */
export async function grantSubscription(
  tx: Tx,
  order: OrderRow,
  now: Date,
): Promise<SubscriptionRow> {
  await lockGrantsOf(tx, order.userId);
  const [plan] = await tx
    .select({ durationMonths: plans.durationMonths })
    .from(plans)
    .where(eq(plans.id, order.planId));
  if (!plan) throw new Error(`order ${order.id} names plan ${order.planId}, which does not exist`);

  const [latest] = await tx
    .select({ endsAt: max(subscriptions.endsAt) })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, order.userId), eq(subscriptions.status, "active")));
  const latestEnd = latest?.endsAt ? new Date(latest.endsAt) : undefined;
  const notBefore = (await renewedEnd(tx, order)) ?? now;
  const startsAt = latestEnd && latestEnd > notBefore ? latestEnd : notBefore;
  const endsAt = addMonths(startsAt, plan.durationMonths);

  await tx
    .insert(subscriptions)
    .values({
      userId: order.userId,
      planId: order.planId,
      orderId: order.id,
      startsAt,
      endsAt,
      status: "active",
      createdAt: now,
    })
    .onConflictDoNothing({ target: subscriptions.orderId });
  const [granted] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.orderId, order.id));
  if (!granted) throw new Error(`subscription of order ${order.id} vanished`);
  await tx
    .update(subscriptions)
    .set({ renews: false })
    .where(
      and(
        eq(subscriptions.userId, order.userId),
        ne(subscriptions.id, granted.id),
        eq(subscriptions.renews, true),
        lte(subscriptions.endsAt, granted.endsAt),
      ),
    );
  return granted;
}

/** The end of the period a renewal order continues; undefined for other orders. */
async function renewedEnd(tx: Tx, order: OrderRow): Promise<Date | undefined> {
  if (order.renewsSubscriptionId === null) return undefined;
  const [renewed] = await tx
    .select({ endsAt: subscriptions.endsAt })
    .from(subscriptions)
    .where(eq(subscriptions.id, order.renewsSubscriptionId));
  return renewed?.endsAt;
}

export function subscriptionState(row: SubscriptionRow, now: Date): SubscriptionState {
  if (row.status === "cancelled") return "cancelled";
  if (row.endsAt <= now) return "expired";
  if (row.startsAt > now) return "upcoming";
  return "active";
}

/** When the user's VIP time ends (the end of the latest active subscription), or null. */
export async function vipEndsAt(db: AppDb, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ endsAt: max(subscriptions.endsAt) })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, "active")));
  return row?.endsAt ? new Date(row.endsAt) : null;
}

/**
 * SPEC.md §3 `vip.remain_time`: whole seconds of VIP time left, 0 when none.
 * One definition for the profile and the payment answers: vip/remaining.ts.
 */
export { vipRemainingSeconds } from "../../vip/remaining.js";

export interface SubscriptionListItem {
  subscription: SubscriptionRow;
  order: Pick<
    OrderRow,
    | "provider"
    | "amountMinor"
    | "currency"
    | "trial"
    | "renewalAmountMinor"
    | "cardBrand"
    | "cardLast4"
  >;
  plan: { name: string; durationMonths: number };
}

const listColumns = {
  subscription: subscriptions,
  order: {
    provider: orders.provider,
    amountMinor: orders.amountMinor,
    currency: orders.currency,
    trial: orders.trial,
    renewalAmountMinor: orders.renewalAmountMinor,
    cardBrand: orders.cardBrand,
    cardLast4: orders.cardLast4,
  },
  plan: { name: plans.name, durationMonths: plans.durationMonths },
};

/** One of the user's subscriptions as the list shows it, or undefined. */
export async function findSubscription(
  db: AppDb,
  userId: number,
  subscriptionId: string,
): Promise<SubscriptionListItem | undefined> {
  const [row] = await db
    .select(listColumns)
    .from(subscriptions)
    .innerJoin(orders, eq(orders.id, subscriptions.orderId))
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.id, subscriptionId)));
  return row;
}

/** One page of a user's subscriptions, newest first, filtered by state at `now`. */
export async function listSubscriptions(
  db: AppDb,
  userId: number,
  options: { filter: SubscriptionFilter; page: number; pageSize: number; now: Date },
): Promise<{ items: SubscriptionListItem[]; total: number }> {
  const where = and(eq(subscriptions.userId, userId), stateCondition(options.filter, options.now));
  const [totals] = await db.select({ total: count() }).from(subscriptions).where(where);
  const rows = await db
    .select(listColumns)
    .from(subscriptions)
    .innerJoin(orders, eq(orders.id, subscriptions.orderId))
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(where)
    .orderBy(desc(subscriptions.startsAt), desc(subscriptions.createdAt))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  return { items: rows, total: Number(totals?.total ?? 0) };
}

function stateCondition(filter: SubscriptionFilter, now: Date): SQL | undefined {
  const active = eq(subscriptions.status, "active");
  switch (filter) {
    case "all":
      return undefined;
    case "cancelled":
      return eq(subscriptions.status, "cancelled");
    case "expired":
      return and(active, lte(subscriptions.endsAt, now));
    case "upcoming":
      return and(active, gt(subscriptions.startsAt, now));
    case "active":
      return and(active, lte(subscriptions.startsAt, now), gt(subscriptions.endsAt, now));
  }
}
