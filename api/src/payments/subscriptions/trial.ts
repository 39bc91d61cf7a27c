import { eq } from "drizzle-orm";
import type { AppDb } from "../../db/database.js";
import { type OrderRow, subscriptions, trialGrants } from "../../db/schema/index.js";
import { lockGrantsOf, type Tx } from "./subscriptions.js";

/**
 * Whether the account has had its trial or any subscription: either way the
 * trial price is no longer its to have (a trial is for new customers, once).
 * The rule does not look at amounts: a trial may cost something or nothing.
 */
export async function hadTrialOrSubscription(db: AppDb | Tx, userId: number): Promise<boolean> {
  const [trial] = await db
    .select({ userId: trialGrants.userId })
    .from(trialGrants)
    .where(eq(trialGrants.userId, userId))
    .limit(1);
  if (trial) return true;
  const [subscription] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .limit(1);
  return subscription !== undefined;
}

/**
 * Claims the account's one trial for a paid order priced as a trial, inside
 * the transaction that grants its subscription: true when this order has it,
 * false when the account already had a trial or a subscription. The user's
 * grants take turns (lockGrantsOf), and trial_grants.user_id is the primary
 * key besides, so of any number of such orders paid at once, on any number
 * of instances, exactly one claims it.
 */
export async function claimTrial(tx: Tx, order: OrderRow, now: Date): Promise<boolean> {
  await lockGrantsOf(tx, order.userId);
  if (await hadTrialOrSubscription(tx, order.userId)) return false;
  const [claimed] = await tx
    .insert(trialGrants)
    .values({ userId: order.userId, orderId: order.id, grantedAt: now })
    .onConflictDoNothing()
    .returning({ userId: trialGrants.userId });
  return claimed !== undefined;
}
