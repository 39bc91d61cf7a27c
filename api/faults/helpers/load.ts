import { randomUUID } from "node:crypto";
import { inArray, like, sql } from "drizzle-orm";
import { createSession } from "../../src/auth/sessions.js";
import type { Database } from "../../src/db/index.js";
import { analyticsEvents, orders, subscriptions, users } from "../../src/db/schema/index.js";
import { GAP_SANDBOX_TOKENS } from "../../src/payments/gap/sandbox-adapter.js";

/** FAULTS_FULL=1 (`npm run test:faults -- --full`): longer runs, more faults. */
export const FULL = process.env.FAULTS_FULL === "1";

const EVENTS_PATH = "/api/mms/analytics/v1/events";
const GAP_RESULT_PATH = "/api/mms/payment/v1/providers/gap/purchase_result";
const PLAN_12_MONTHS = 2;
/** A bound on one request: a hang fails the test instead of stalling it. */
const REQUEST_TIMEOUT_MS = 15_000;

export interface Buyer {
  userId: number;
  token: string;
}

/** Signed-in users made straight in the database (anonymous_signup is bot-protected). */
export async function createBuyers(database: Database, run: string, count: number) {
  const buyers: Buyer[] = [];
  for (let i = 0; i < count; i++) {
    const [user] = await database.db
      .insert(users)
      .values({ email: `${run}-${i}@example.com` })
      .returning({ id: users.id });
    if (!user) throw new Error("no user");
    const { token } = await createSession(database.db, {
      userId: user.id,
      appType: 501,
      userAgent: undefined,
    });
    buyers.push({ userId: user.id, token });
  }
  return buyers;
}

export type Outcome = number | "network error";

/**
 * A made-up client address per request: the api (started with TRUST_PROXY=loopback)
 * counts analytics per IP (300 a minute), and the load is many clients, not one.
 */
function clientAddress(): string {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}

/** Sends one batch of analytics events for `userId`; answers the status or "network error". */
export async function sendEvents(baseUrl: string, userId: string, count: number): Promise<Outcome> {
  try {
    const response = await fetch(`${baseUrl}${EVENTS_PATH}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-app-type": "501",
        "x-forwarded-for": clientAddress(),
      },
      body: JSON.stringify({
        user_id: userId,
        events: Array.from({ length: count }, (_, i) => ({ event_name: `fault_${i}` })),
      }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    return response.status;
  } catch (error) {
    if (error instanceof Error && error.name === "TimeoutError") throw error;
    return "network error";
  }
}

/**
 * Pays for a plan with the gap sandbox wallet, the order id the client's
 * (docs/payments.md: the same id again answers the same order, never a
 * second charge). Answers the status and whether the order came back paid.
 */
export async function payOrder(
  baseUrl: string,
  buyer: Buyer,
  orderId: string,
): Promise<{ status: Outcome; paid: boolean }> {
  try {
    const response = await fetch(`${baseUrl}${GAP_RESULT_PATH}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-app-type": "501",
        authorization: `Bearer ${buyer.token}`,
      },
      body: JSON.stringify({
        plan_id: PLAN_12_MONTHS,
        payment_token: GAP_SANDBOX_TOKENS.approve,
        order_id: orderId,
      }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => ({}))) as {
      data?: { order_id?: string; paid?: boolean };
    };
    return {
      status: response.status,
      paid: response.status === 200 && body.data?.order_id === orderId && body.data.paid === true,
    };
  } catch (error) {
    if (error instanceof Error && error.name === "TimeoutError") throw error;
    return { status: "network error", paid: false };
  }
}

/** What the api acknowledged during a load run, to compare with the database afterwards. */
export interface Acknowledged {
  /** user_id → events acknowledged (200) for it. */
  events: Map<string, number>;
  /** Order ids answered paid. */
  paidOrders: Set<string>;
  /** Every order id sent, paid or not (retried with the same id until paid). */
  orderIds: string[];
  /** Status (or "network error") → how many answers. */
  outcomes: Map<string, number>;
}

export interface LoadOptions {
  baseUrl: string;
  run: string;
  buyers: Buyer[];
  /** Sending stops once this resolves (or after `rounds`). */
  until: Promise<unknown>;
  /** Concurrent senders of events. */
  eventSenders: number;
  eventsPerRequest: number;
  /** Between two orders of a buyer: spreads a buyer's orders over the run. */
  orderPauseMs: number;
}

/** Under the api's 20 orders per user per 10 minutes (rate-limit/rules.ts). */
const ORDERS_PER_BUYER = 15;

/**
 * Concurrent analytics senders and one order loop per buyer until `until`
 * resolves. Order loops retry a failed payment with the same order id, as a
 * client that did not get an answer should, so an order is paid once at most.
 */
export async function runLoad(options: LoadOptions): Promise<Acknowledged> {
  const acknowledged: Acknowledged = {
    events: new Map(),
    paidOrders: new Set(),
    orderIds: [],
    outcomes: new Map(),
  };
  let stopped = false;
  void options.until.then(() => {
    stopped = true;
  });
  const note = (outcome: Outcome) => {
    const key = String(outcome);
    acknowledged.outcomes.set(key, (acknowledged.outcomes.get(key) ?? 0) + 1);
  };
  const pause = () => new Promise((resolve) => setTimeout(resolve, 25));

  const eventSender = async (sender: number) => {
    for (let i = 0; !stopped; i++) {
      const userId = `${options.run}-s${sender}-${i}`;
      const status = await sendEvents(options.baseUrl, userId, options.eventsPerRequest);
      note(status);
      if (status === 200) acknowledged.events.set(userId, options.eventsPerRequest);
      await pause();
    }
  };
  const orderLoop = async (buyer: Buyer) => {
    for (let order = 0; order < ORDERS_PER_BUYER && !stopped; order++) {
      const orderId = randomUUID();
      acknowledged.orderIds.push(orderId);
      // Retry until paid, even past `until`: a client that lost the answer asks again.
      for (let attempt = 0; attempt < 40; attempt++) {
        const { status, paid } = await payOrder(options.baseUrl, buyer, orderId);
        note(status);
        if (paid) {
          acknowledged.paidOrders.add(orderId);
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await new Promise((resolve) => setTimeout(resolve, options.orderPauseMs));
    }
  };
  await Promise.all([
    ...Array.from({ length: options.eventSenders }, (_, i) => eventSender(i)),
    ...options.buyers.map(orderLoop),
  ]);
  return acknowledged;
}

/** What the database holds for a run: events per user_id, paid orders, subscriptions per order. */
export async function storedFor(database: Database, run: string, orderIds: string[]) {
  const eventRows = await database.db
    .select({ userId: analyticsEvents.userId, n: sql<number>`count(*)::int` })
    .from(analyticsEvents)
    .where(like(analyticsEvents.userId, `${run}-%`))
    .groupBy(analyticsEvents.userId);
  const events = new Map(eventRows.map((row) => [row.userId, Number(row.n)]));
  const orderRows =
    orderIds.length === 0
      ? []
      : await database.db
          .select({ id: orders.id, status: orders.status })
          .from(orders)
          .where(inArray(orders.id, orderIds));
  const subscriptionRows =
    orderIds.length === 0
      ? []
      : await database.db
          .select({ orderId: subscriptions.orderId, n: sql<number>`count(*)::int` })
          .from(subscriptions)
          .where(inArray(subscriptions.orderId, orderIds))
          .groupBy(subscriptions.orderId);
  return {
    events,
    succeededOrders: new Set(
      orderRows.filter((row) => row.status === "succeeded").map((row) => row.id),
    ),
    subscriptionsPerOrder: new Map(subscriptionRows.map((row) => [row.orderId, Number(row.n)])),
  };
}

/** Events the api acknowledged that the database does not hold (user_id → missing count). */
export function lostEvents(acknowledged: Acknowledged, stored: Map<string, number>) {
  const lost: Record<string, number> = {};
  for (const [userId, count] of acknowledged.events) {
    const held = stored.get(userId) ?? 0;
    if (held < count) lost[userId] = count - held;
  }
  return lost;
}
