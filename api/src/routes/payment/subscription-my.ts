import { subscriptionMyCall, subscriptionSetRenewalCall } from "@mvpn/contract";
import type { FastifyInstance } from "fastify";
import { notFound } from "../../http/envelope.js";
import { formatMinorUnits } from "../../payments/money.js";
import type { ProviderId } from "../../payments/providers.js";
import {
  renewalAmountOf,
  renewalOf,
  SUBSCRIPTION_NOT_FOUND,
  setRenewal,
} from "../../payments/subscriptions/renewal.js";
import { mailRenewalNews } from "../../payments/subscriptions/renewal-mail.js";
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
 * POST payment/v1/web/subscription_set_renewal: turns a subscription's renewal off or on.
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
    ...fromContract(subscriptionSetRenewalCall),
    summary: "Turn the renewal of a subscription off or on",
    description:
      "renew false: the period runs to ends_at and nothing is charged then; true: the plan is charged again at ends_at. The provider is told, and the buyer mailed, when it changes; asking for the state it is in changes nothing. 404 for a subscription that is not the caller's, 409 for one that has ended.",
    tags: ["payment"],
    auth: "user",
    async handler(request) {
      const { payments, database } = app;
      const now = payments.clock.now();
      const db = database.db;
      const userId = request.user.id;
      const { subscription_id: subscriptionId, renew } = request.body;
      const change = await setRenewal(
        db,
        { userId, subscriptionId, renew, now },
        async (order, value) => {
          // A provider this deployment no longer offers has nothing to charge either.
          const adapter = payments.adapter(order.provider as ProviderId);
          await adapter?.updateRenewal(await payments.orders.forProvider(order), value);
        },
      );
      if (change.changed && payments.mail) {
        const news = {
          kind: "changed" as const,
          renew,
          endsAt: change.subscription.endsAt,
          amountMinor: renewalAmountOf(change.order),
          currency: change.order.currency,
        };
        // The change is made: a mail that fails is logged, not answered as a failure.
        await mailRenewalNews(payments.mail, userId, news).catch((error: unknown) => {
          request.log.error({ err: error }, "could not mail a renewal change");
        });
      }
      const item = await findSubscription(db, userId, subscriptionId);
      if (!item) throw notFound(SUBSCRIPTION_NOT_FOUND);
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
    renews: subscription.renews,
    renewal: renewalOf(subscription, order, now),
    payment_method: { provider: order.provider, brand: order.cardBrand, last4: order.cardLast4 },
  };
}
