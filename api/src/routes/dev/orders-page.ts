import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { orders, subscriptions } from "../../db/schema/index.js";
import { devToolsAccess, isLocalRequest } from "./dev-tools.js";

export const DEV_ORDERS_PATH = "/dev/orders";

/**
 * GET /dev/orders/<id>: one order as the database holds it (status, amount,
 * affiliate attribution) and the subscriptions it granted, as JSON. For a
 * developer following a checkout in the sandbox, and for the end-to-end
 * tests, which check that a purchase made in the browser kept its `_cps`
 * and granted exactly one subscription. Same access as /dev/outbox
 * (dev-tools.ts): never in production, loopback clients only by default.
 */
export async function devOrdersRoute(app: FastifyInstance): Promise<void> {
  const { access } = devToolsAccess(app.config);
  if (access === "off") return;
  app.get<{ Params: { id: string } }>(`${DEV_ORDERS_PATH}/:id`, async (request, reply) => {
    if (access === "loopback" && !isLocalRequest(request)) return reply.callNotFound();
    reply.header("cache-control", "no-store");
    const id = request.params.id.toLowerCase();
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id)) {
      return reply.code(400).send({ error: "an order id is a UUID" });
    }
    const db = app.database.db;
    const [order] = await db.select().from(orders).where(eq(orders.id, id));
    if (!order) return reply.code(404).send({ error: "no such order" });
    const granted = await db
      .select({ id: subscriptions.id, plan_id: subscriptions.planId })
      .from(subscriptions)
      .where(eq(subscriptions.orderId, id));
    return {
      id: order.id,
      user_id: order.userId,
      plan_id: order.planId,
      provider: order.provider,
      status: order.status,
      amount_minor: order.amountMinor,
      currency: order.currency,
      cps_type: order.cpsType,
      cps_cookie: order.cpsCookie,
      subscriptions: granted,
    };
  });
}
