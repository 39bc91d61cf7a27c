import { gapPurchaseResultCall, s1CreateSubscriptionCall } from "@mvpn/contract";
import type { FastifyInstance } from "fastify";
import { fromContract, fromProtectedContract, plainRoute, protectedRoute } from "../mount.js";
import { ORDER_RATE_LIMITS, purchase } from "./purchase.js";

/**
 * The providers that charge at once: s1 (a card token; bot protected, v3)
 * and gap (a wallet token, in a single purchase_result call).
 */
export async function chargeRoutes(app: FastifyInstance): Promise<void> {
  protectedRoute(app, {
    ...fromProtectedContract(s1CreateSubscriptionCall),
    summary: "Pays for a plan with a card token (bot protected, v3)",
    description:
      "Signed in. Charges the card token for the plan and answers the order: `succeeded` (paid, with the subscription), `declined` (with failure_reason), or `requires_action` with `redirect_url`, the card verification page; after it the buyer comes back to /paystatus and the site polls s1/purchase_result. Idempotency-Key / order_id as for every purchase.",
    tags: ["payment"],
    auth: "user",
    rateLimits: ORDER_RATE_LIMITS,
    handler: (request, reply) =>
      purchase(app, request, reply, "s1", request.body, { cardToken: request.body.token }),
  });

  plainRoute(app, {
    ...fromContract(gapPurchaseResultCall),
    summary: "Pays for a plan with a Google Pay / Apple Pay token",
    description:
      "Signed in. gap has no separate purchase call: the wallet sheet returns a payment token and this call charges it and answers the result. Repeating it with the same Idempotency-Key or order_id answers the same order without charging again.",
    tags: ["payment"],
    auth: "user",
    rateLimits: ORDER_RATE_LIMITS,
    handler: (request, reply) =>
      purchase(app, request, reply, "gap", request.body, {
        paymentToken: request.body.payment_token,
      }),
  });
}
