import { subscriptionMyCall } from "@mvpn/contract";
import type { FastifyInstance } from "fastify";
import { formatMinorUnits } from "../../payments/money.js";
import {
  listSubscriptions,
  subscriptionState,
  vipEndsAt,
} from "../../payments/subscriptions/subscriptions.js";
import { fromContract, plainRoute } from "../mount.js";

/** GET payment/v1/web/subscription_my: the signed-in user's subscriptions. */
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
        list: items.map(({ subscription, order, plan }) => ({
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
        })),
        total,
        page,
        page_size,
        vip: { remain_time: remain, ends_at: endsAt ? endsAt.toISOString() : null },
      };
    },
  });
}
