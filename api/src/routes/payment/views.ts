import { z } from "zod";
import type { AppDb } from "../../db/database.js";
import { formatMinorUnits } from "../../payments/money.js";
import { ORDER_STATUSES, type OrderStatus } from "../../payments/order-status.js";
import type { OrderOutcome } from "../../payments/orders/orders-service.js";
import type { ProviderId } from "../../payments/providers.js";
import { psResultStatus } from "../../payments/ps/result-status.js";
import { vipRemainingSeconds } from "../../payments/subscriptions/subscriptions.js";

const subscriptionSchema = z.object({
  id: z.string(),
  plan_id: z.number().int(),
  starts_at: z.string().describe("ISO 8601"),
  ends_at: z.string().describe("ISO 8601"),
});

/** What every purchase and purchase_result call answers about its order. */
export const orderResultSchema = z
  .object({
    order_id: z.string(),
    provider: z.string(),
    status: z
      .string()
      .describe(
        'The provider\'s word for the state: the order status, except "active" for a paid ps order (SPEC.md §4).',
      ),
    order_status: z.enum(ORDER_STATUSES),
    paid: z.boolean().describe("True once the order succeeded (the subscription exists)."),
    plan_id: z.number().int(),
    amount: z.string().describe('What the order charges, two decimals: "71.88".'),
    currency: z.string(),
    redirect_url: z
      .string()
      .optional()
      .describe(
        "Where to send the buyer next (hosted checkout, card verification), while the order is open.",
      ),
    failure_reason: z.string().optional(),
    subscription: subscriptionSchema.optional(),
    vip: z
      .object({ remain_time: z.number().int().describe("Seconds of VIP time left.") })
      .optional(),
  })
  .meta({ id: "OrderResult" });

export type OrderResult = z.input<typeof orderResultSchema>;

const OPEN: readonly OrderStatus[] = ["created", "pending", "requires_action"];

/** The order as the site sees it; a paid one carries its subscription and the VIP time left. */
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
  };
  if (OPEN.includes(status) && order.actionUrl) result.redirect_url = order.actionUrl;
  if (order.failureReason) result.failure_reason = order.failureReason;
  if (subscription) {
    result.subscription = {
      id: subscription.id,
      plan_id: subscription.planId,
      starts_at: subscription.startsAt.toISOString(),
      ends_at: subscription.endsAt.toISOString(),
    };
    result.vip = { remain_time: await vipRemainingSeconds(db, order.userId, now) };
  }
  return result;
}
