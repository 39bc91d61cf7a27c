import { eq, or } from "drizzle-orm";
import type { AppDb } from "../../db/database.js";
import { type OrderRow, subscriptions, trialGrants } from "../../db/schema/index.js";
import { lockGrantsOf, type Tx } from "./subscriptions.js";

/**
 * Whether the account has had its trial or any subscription, or the browser
 * (`deviceId`, when known) has had a trial on any account: either way the
 * trial price is no longer theirs to have (a trial is for new customers,
 * once). The rule does not look at amounts: a trial may cost something or
 * nothing.
 */
export async function hadTrialOrSubscription(
  db: AppDb | Tx,
  userId: number,
  deviceId: string | null = null,
): Promise<boolean> {
  const [trial] = await db
    .select({ userId: trialGrants.userId })
    .from(trialGrants)
    .where(
      deviceId === null
        ? eq(trialGrants.userId, userId)
        : or(eq(trialGrants.userId, userId), eq(trialGrants.deviceId, deviceId)),
    )
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
 * false when the account already had a trial or a subscription, or the
 * order's browser (device_id) already had a trial on any account. The user's
 * grants take turns (lockGrantsOf), and trial_grants.user_id is the primary
 * key besides, so of any number of such orders paid at once, on any number
 * of instances, exactly one claims it. Accounts do not take turns with each
 * other: trial_grants.device_id is UNIQUE, so of orders of several accounts
 * from one browser paid at once, the first insert wins and the others
 * conflict (ON CONFLICT DO NOTHING covers every unique constraint).
 */
export async function claimTrial(tx: Tx, order: OrderRow, now: Date): Promise<boolean> {
  await lockGrantsOf(tx, order.userId);
  if (await hadTrialOrSubscription(tx, order.userId, order.deviceId)) return false;
  const [claimed] = await tx
    .insert(trialGrants)
    .values({ userId: order.userId, orderId: order.id, deviceId: order.deviceId, grantedAt: now })
    .onConflictDoNothing()
    .returning({ userId: trialGrants.userId });
  return claimed !== undefined;
}
