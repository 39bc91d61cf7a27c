import type { OrderResult } from "@mvpn/contract";
import { isOpenOrderStatus, type OrderStatus, type ProviderId } from "@mvpn/contract/constants";
import type { AppDb } from "../../db/database.js";
import { formatMinorUnits } from "../../payments/money.js";
import type { OrderOutcome } from "../../payments/orders/orders-service.js";
import { psResultStatus } from "../../payments/ps/result-status.js";
import { renewalOf } from "../../payments/subscriptions/renewal.js";
import { vipRemainingSeconds } from "../../payments/subscriptions/subscriptions.js";

export type { OrderResult };

/** The order as the site sees it (the contract's `orderResultSchema`); a paid one carries its subscription and the VIP time left. */
export async function orderResult(
  db: AppDb,
  outcome: OrderOutcome,
  now: Date,
): Promise<OrderResult> {
  const { order, subscription } = outcome;
  const status = order.status as OrderStatus;
  const provider = order.provider as ProviderId;
  const result: OrderResult = {
    order_id: order.id,
    provider,
    status: provider === "ps" ? psResultStatus(status) : status,
    order_status: status,
    paid: status === "succeeded",
    plan_id: order.planId,
    amount: formatMinorUnits(order.amountMinor),
    currency: order.currency,
    trial: order.trial,
  };
  // Said of a trial only: its checkout and /paysuc tell what follows the free month.
  if (order.trial && order.renewalAmountMinor !== null) {
    result.renewal_amount = formatMinorUnits(order.renewalAmountMinor);
  }
  if (isOpenOrderStatus(status) && order.actionUrl) result.redirect_url = order.actionUrl;
  if (order.failureReason) result.failure_reason = order.failureReason;
  if (subscription) {
    result.subscription = {
      id: subscription.id,
      plan_id: subscription.planId,
      starts_at: subscription.startsAt.toISOString(),
      ends_at: subscription.endsAt.toISOString(),
      trial: order.trial,
      renewal: renewalOf(subscription, order, now),
    };
    result.vip = { remain_time: await vipRemainingSeconds(db, order.userId, now) };
  }
  return result;
}
