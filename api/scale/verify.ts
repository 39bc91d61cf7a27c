import { inArray, like, or, sql } from "drizzle-orm";
import type { Database } from "../src/db/index.js";
import { analyticsEvents, orders, sessions, subscriptions, users } from "../src/db/schema/index.js";
import type { Acknowledged, Buyer, Provider } from "./traffic.js";

/** One table: what the api acknowledged against what the database holds. */
export interface TableCount {
  table: string;
  acknowledged: number;
  stored: number;
  exactlyOnce: boolean;
  problem?: string;
}

function compare(
  table: string,
  acknowledged: number,
  stored: number,
  problems: string[],
): TableCount {
  return {
    table,
    acknowledged,
    stored,
    exactlyOnce: problems.length === 0,
    ...(problems.length > 0 && { problem: problems.slice(0, 3).join("; ") }),
  };
}

/**
 * Counts, table by table, that every write the api acknowledged is in the
 * database exactly once, and that nothing acknowledged twice or granted
 * without payment is there either.
 */
export async function countStored(
  database: Database,
  run: string,
  acknowledged: Acknowledged,
  loginUserIds: number[],
  buyers: Map<Provider, Buyer[]>,
): Promise<TableCount[]> {
  const db = database.db;
  const counts: TableCount[] = [];

  // users: one row per acknowledged signup (the email is unique, but counted anyway).
  const signupRows = await db
    .select({ email: users.email, n: sql<number>`count(*)::int` })
    .from(users)
    .where(or(like(users.email, `${run}-signup-%`), like(users.email, `${run}-probe-%`)))
    .groupBy(users.email);
  const signupsStored = new Map(signupRows.map((row) => [row.email, Number(row.n)]));
  const signupProblems = acknowledged.signups
    .filter((email) => signupsStored.get(email) !== 1)
    .map((email) => `${email}: ${signupsStored.get(email) ?? 0} rows`);
  counts.push(
    compare(
      "users (signups)",
      acknowledged.signups.length,
      [...signupsStored.values()].reduce((a, b) => a + b, 0),
      signupProblems,
    ),
  );

  // sessions: one per acknowledged login of the login users (they had none
  // before); a login answered 5xx may have written its session before failing.
  const sessionRows =
    loginUserIds.length === 0
      ? []
      : await db
          .select({ userId: sessions.userId, n: sql<number>`count(*)::int` })
          .from(sessions)
          .where(inArray(sessions.userId, loginUserIds))
          .groupBy(sessions.userId);
  const sessionsStored = new Map(sessionRows.map((row) => [row.userId, Number(row.n)]));
  const sessionProblems = loginUserIds
    .filter((id) => {
      const stored = sessionsStored.get(id) ?? 0;
      const answered = acknowledged.logins.get(id) ?? 0;
      return stored < answered || stored > answered + (acknowledged.loginsUnanswered.get(id) ?? 0);
    })
    .map(
      (id) =>
        `user ${id}: ${acknowledged.logins.get(id) ?? 0} logins (${acknowledged.loginsUnanswered.get(id) ?? 0} unanswered), ${sessionsStored.get(id) ?? 0} sessions`,
    );
  const loginsAnswered = [...acknowledged.logins.values()].reduce((a, b) => a + b, 0);
  const sessionsTotal = [...sessionsStored.values()].reduce((a, b) => a + b, 0);
  counts.push(compare("sessions (logins)", loginsAnswered, sessionsTotal, sessionProblems));
  if (sessionsTotal > loginsAnswered && sessionProblems.length === 0) {
    counts.push({
      table: "  (of logins answered 5xx)",
      acknowledged: 0,
      stored: sessionsTotal - loginsAnswered,
      exactlyOnce: true,
    });
  }

  // orders and subscriptions of the buyers.
  const buyerIds = [...buyers.values()].flat().map((buyer) => buyer.userId);
  const orderRows = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(inArray(orders.userId, buyerIds));
  const orderStatus = new Map(orderRows.map((row) => [row.id, row.status]));
  const orderProblems = [...acknowledged.orders]
    .filter((id) => !orderStatus.has(id))
    .map((id) => `order ${id} missing`);
  counts.push(compare("orders", acknowledged.orders.size, orderRows.length, orderProblems));

  const paid = [...acknowledged.paid.values()].flatMap((ids) => [...ids]);
  const succeeded = orderRows.filter((row) => row.status === "succeeded");
  const paidProblems = paid
    .filter((id) => orderStatus.get(id) !== "succeeded")
    .map((id) => `order ${id} answered paid, stored ${orderStatus.get(id) ?? "missing"}`);
  counts.push(compare("orders paid → succeeded", paid.length, succeeded.length, paidProblems));

  const subscriptionRows = await db
    .select({ orderId: subscriptions.orderId, n: sql<number>`count(*)::int` })
    .from(subscriptions)
    .where(inArray(subscriptions.userId, buyerIds))
    .groupBy(subscriptions.orderId);
  const subscriptionsPerOrder = new Map(
    subscriptionRows.map((row) => [row.orderId, Number(row.n)]),
  );
  const subscriptionProblems = [
    ...paid
      .filter((id) => subscriptionsPerOrder.get(id) !== 1)
      .map((id) => `paid order ${id}: ${subscriptionsPerOrder.get(id) ?? 0} subscriptions`),
    // Nothing granted without a succeeded order either.
    ...[...subscriptionsPerOrder.keys()]
      .filter((id) => id === null || orderStatus.get(id) !== "succeeded")
      .map((id) => `subscription of order ${id}, which did not succeed`),
  ];
  counts.push(
    compare(
      "subscriptions",
      paid.length,
      [...subscriptionsPerOrder.values()].reduce((a, b) => a + b, 0),
      subscriptionProblems,
    ),
  );

  // analytics events: each acknowledged batch stored whole, once.
  const eventRows = await db
    .select({ userId: analyticsEvents.userId, n: sql<number>`count(*)::int` })
    .from(analyticsEvents)
    .where(like(analyticsEvents.userId, `${run}-e%`))
    .groupBy(analyticsEvents.userId);
  const eventsStored = new Map(eventRows.map((row) => [row.userId, Number(row.n)]));
  const eventProblems = [...acknowledged.events]
    .filter(([userId, count]) => eventsStored.get(userId) !== count)
    .map(
      ([userId, count]) =>
        `${userId}: ${count} acknowledged, ${eventsStored.get(userId) ?? 0} stored`,
    );
  const acknowledgedEvents = [...acknowledged.events.values()].reduce((a, b) => a + b, 0);
  const storedOfAcknowledged = [...acknowledged.events.keys()].reduce(
    (sum, userId) => sum + (eventsStored.get(userId) ?? 0),
    0,
  );
  counts.push(compare("analytics events", acknowledgedEvents, storedOfAcknowledged, eventProblems));
  const unacknowledged = [...eventsStored].filter(([userId]) => !acknowledged.events.has(userId));
  if (unacknowledged.length > 0) {
    counts.push({
      table: "  (of unanswered batches)",
      acknowledged: 0,
      stored: unacknowledged.reduce((sum, [, n]) => sum + n, 0),
      exactlyOnce: true,
    });
  }
  return counts;
}
