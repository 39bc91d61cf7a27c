import { subscriptionCancelRenewalCall, subscriptionMyCall } from "@mvpn/contract";
import type { FastifyInstance } from "fastify";
import { notFound } from "../../http/envelope.js";
import { formatMinorUnits } from "../../payments/money.js";
import { cancelRenewal, renewalOf } from "../../payments/subscriptions/renewal.js";
import {
  findSubscription,
  listSubscriptions,
  type SubscriptionListItem,
  subscriptionState,
  vipEndsAt,
} from "../../payments/subscriptions/subscriptions.js";
import { fromContract, plainRoute } from "../mount.js";

/**
 * GET payment/v1/web/subscription_my: the signed-in user's subscriptions;
 * POST payment/v1/web/subscription_cancel_renewal: turns a trial's renewal off.
 */
export async function subscriptionRoutes(app: FastifyInstance): Promise<void> {
  plainRoute(app, {
    ...fromContract(subscriptionMyCall),
    summary: "The signed-in user's subscriptions",
    description:
      "Newest first, paged. `vip.remain_time` is the VIP time left in seconds: subscriptions queue end to end, so it runs to the latest end.",
    tags: ["payment"],
    auth: "user",
    async handler(request) {
      const now = app.payments.clock.now();
      const { status, page, page_size } = request.query;
      const db = app.database.db;
      const { items, total } = await listSubscriptions(db, request.user.id, {
        filter: status,
        page,
        pageSize: page_size,
        now,
      });
      const endsAt = await vipEndsAt(db, request.user.id);
      const remain =
        endsAt && endsAt > now ? Math.floor((endsAt.getTime() - now.getTime()) / 1000) : 0;
      return {
        list: items.map((item) => subscriptionItem(item, now)),
        total,
        page,
        page_size,
        vip: { remain_time: remain, ends_at: endsAt ? endsAt.toISOString() : null },
      };
    },
  });

  plainRoute(app, {
    ...fromContract(subscriptionCancelRenewalCall),
    summary: "Turn off the renewal of a subscription",
    description:
      "The period runs to its end and nothing is charged then. Answers the subscription; calling it again changes nothing. 404 for a subscription that is not the caller's.",
    tags: ["payment"],
    auth: "user",
    async handler(request) {
      const now = app.payments.clock.now();
      const db = app.database.db;
      const cancelled = await cancelRenewal(db, request.user.id, request.body.subscription_id, now);
      const item = cancelled ? await findSubscription(db, request.user.id, cancelled.id) : null;
      if (!item) throw notFound("Subscription not found.");
      return subscriptionItem(item, now);
    },
  });
}

function subscriptionItem({ subscription, order, plan }: SubscriptionListItem, now: Date) {
  return {
    id: subscription.id,
    order_id: subscription.orderId,
    plan_id: subscription.planId,
    plan_name: plan.name,
    duration_months: plan.durationMonths,
    provider: order.provider,
    amount: formatMinorUnits(order.amountMinor),
    currency: order.currency,
    status: subscriptionState(subscription, now),
    starts_at: subscription.startsAt.toISOString(),
    ends_at: subscription.endsAt.toISOString(),
    trial: order.trial,
    renewal: renewalOf(subscription, order),
  };
}
