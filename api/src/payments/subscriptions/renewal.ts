import { and, eq, gt } from "drizzle-orm";
import type { AppDb } from "../../db/database.js";
import {
  type OrderRow,
  orders,
  type SubscriptionRow,
  subscriptions,
} from "../../db/schema/index.js";
import { conflict, notFound } from "../../http/envelope.js";
import { formatMinorUnits } from "../money.js";

export const SUBSCRIPTION_NOT_FOUND = "Subscription not found.";
export const SUBSCRIPTION_ENDED =
  "This subscription has ended, so its renewal can no longer be changed. Buy a plan to get VIP time again.";
export const LATER_SUBSCRIPTION_RENEWS =
  "You have a later subscription: it renews instead of this one. Change the renewal on that one.";

/**
 * What the plan of a subscription's order charges for each next period: the
 * price the order recorded when it was placed (a trial's term price, or the
 * undiscounted term the checkout showed), or, on an order from before that was
 * recorded, what it cost.
 */
export function renewalAmountOf(
  order: Pick<OrderRow, "renewalAmountMinor" | "amountMinor">,
): number {
  return order.renewalAmountMinor ?? order.amountMinor;
}

/**
 * What a subscription charges when it ends, or null when it does not renew:
 * the buyer turned the renewal off, a later subscription took it over, a
 * renewal was declined, or the subscription was cancelled or has ended.
 */
export function renewalOf(
  subscription: Pick<SubscriptionRow, "status" | "renews" | "endsAt">,
  order: Pick<OrderRow, "renewalAmountMinor" | "amountMinor" | "currency">,
  now: Date,
): { amount: string; currency: string } | null {
  if (subscription.status !== "active" || !subscription.renews || subscription.endsAt <= now) {
    return null;
  }
  return { amount: formatMinorUnits(renewalAmountOf(order)), currency: order.currency };
}

/** What setRenewal did: the subscription as it stands, and whether this call changed it. */
export interface RenewalChange {
  subscription: SubscriptionRow;
  order: OrderRow;
  changed: boolean;
}

/**
 * Turns the renewal of one of the user's subscriptions off (`renew` false:
 * the period runs to its end and nothing is charged then) or on again.
 * Idempotent: asking for the state it is in changes nothing (`changed`
 * false, and the caller neither tells the provider nor mails again).
 * `tellProvider` runs before the row changes, so a provider that refuses
 * leaves the renewal as it was, and the buyer is told it did not work.
 *
 * @throws ApiError 404 for a subscription that is not the user's (or does
 *   not exist: the two look the same), 409 for one that has ended, or, to
 *   turn on, one a later subscription of the user took the renewal over from.
 */
export async function setRenewal(
  db: AppDb,
  request: { userId: number; subscriptionId: string; renew: boolean; now: Date },
  tellProvider: (order: OrderRow, renew: boolean) => Promise<void>,
): Promise<RenewalChange> {
  const { userId, subscriptionId, renew, now } = request;
  const [found] = await db
    .select({ subscription: subscriptions, order: orders })
    .from(subscriptions)
    .innerJoin(orders, eq(orders.id, subscriptions.orderId))
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.userId, userId)));
  if (!found) throw notFound(SUBSCRIPTION_NOT_FOUND);
  const { subscription, order } = found;
  if (subscription.renews === renew) return { subscription, order, changed: false };
  if (subscription.status !== "active" || subscription.endsAt <= now) {
    throw conflict(SUBSCRIPTION_ENDED);
  }
  if (renew) {
    const [later] = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, userId),
          eq(subscriptions.status, "active"),
          gt(subscriptions.endsAt, subscription.endsAt),
        ),
      )
      .limit(1);
    if (later) throw conflict(LATER_SUBSCRIPTION_RENEWS);
  }
  await tellProvider(order, renew);
  const [updated] = await db
    .update(subscriptions)
    .set({ renews: renew, renewalCancelledAt: renew ? null : now })
    .where(and(eq(subscriptions.id, subscription.id), eq(subscriptions.renews, !renew)))
    .returning();
  // Null: a concurrent call made the same change first; that one mails.
  return { subscription: updated ?? { ...subscription, renews: renew }, order, changed: !!updated };
}
