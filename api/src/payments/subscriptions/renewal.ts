import { and, eq, isNull } from "drizzle-orm";
import type { AppDb } from "../../db/database.js";
import { type OrderRow, type SubscriptionRow, subscriptions } from "../../db/schema/index.js";
import { formatMinorUnits } from "../money.js";

/**
 * What a subscription charges when it ends, or null when it does not renew.
 * Only a trial's subscription renews (its order copied the plan's term price
 * as `renewal_amount_minor`): plans bought outright run for their term. A
 * renewal the buyer turned off, or a subscription cancelled, renews nothing.
 */
export function renewalOf(
  subscription: Pick<SubscriptionRow, "status" | "renewalCancelledAt">,
  order: Pick<OrderRow, "renewalAmountMinor" | "currency">,
): { amount: string; currency: string } | null {
  if (order.renewalAmountMinor === null) return null;
  if (subscription.status !== "active" || subscription.renewalCancelledAt !== null) return null;
  return { amount: formatMinorUnits(order.renewalAmountMinor), currency: order.currency };
}

/**
 * Turns off the renewal of one of the user's subscriptions: the period runs
 * to its end, and nothing is charged then. Idempotent (a second call keeps
 * the first time); null when the user has no such subscription.
 */
export async function cancelRenewal(
  db: AppDb,
  userId: number,
  subscriptionId: string,
  now: Date,
): Promise<SubscriptionRow | null> {
  const [cancelled] = await db
    .update(subscriptions)
    .set({ renewalCancelledAt: now })
    .where(
      and(
        eq(subscriptions.id, subscriptionId),
        eq(subscriptions.userId, userId),
        isNull(subscriptions.renewalCancelledAt),
      ),
    )
    .returning();
  if (cancelled) return cancelled;
  const [existing] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.userId, userId)));
  return existing ?? null;
}
