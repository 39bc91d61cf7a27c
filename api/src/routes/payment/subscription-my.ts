import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { formatMinorUnits } from "../../payments/money.js";
import {
  listSubscriptions,
  SUBSCRIPTION_FILTERS,
  subscriptionState,
  vipEndsAt,
} from "../../payments/subscriptions/subscriptions.js";
import { plainRoute } from "../mount.js";

const pageNumber = (name: string, max: number, fallback: number) =>
  z
    .string()
    .regex(/^[0-9]{1,6}$/, { error: `${name} must be a whole number from 1 to ${max}` })
    .transform(Number)
    .refine((value) => value >= 1 && value <= max, {
      error: `${name} must be a whole number from 1 to ${max}`,
    })
    .optional()
    .transform((value) => value ?? fallback);

const query = z.object({
  status: z
    .enum(SUBSCRIPTION_FILTERS, {
      error: `status must be one of ${SUBSCRIPTION_FILTERS.join(", ")}`,
    })
    .default("all")
    .describe("all (default), active, upcoming (bought while another runs), expired, cancelled."),
  page: pageNumber("page", 10_000, 1).describe("1-based; 1 by default."),
  page_size: pageNumber("page_size", 50, 10).describe("1–50; 10 by default."),
});

const item = z.object({
  id: z.string(),
  order_id: z.string(),
  plan_id: z.number().int(),
  plan_name: z.string(),
  duration_months: z.number().int(),
  provider: z.string(),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(["active", "upcoming", "expired", "cancelled"]),
  starts_at: z.string(),
  ends_at: z.string(),
});

/** GET payment/v1/web/subscription_my: the signed-in user's subscriptions. */
export async function subscriptionRoutes(app: FastifyInstance): Promise<void> {
  plainRoute(app, {
    method: "GET",
    path: "payment/v1/web/subscription_my",
    summary: "The signed-in user's subscriptions",
    description:
      "Newest first, paged. `vip.remain_time` is the VIP time left in seconds: subscriptions queue end to end, so it runs to the latest end.",
    tags: ["payment"],
    auth: "user",
    schema: {
      querystring: query,
      response: z.object({
        list: z.array(item),
        total: z.number().int(),
        page: z.number().int(),
        page_size: z.number().int(),
        vip: z.object({ remain_time: z.number().int(), ends_at: z.string().nullable() }),
      }),
    },
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
