import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { plainRoute, protectedRoute } from "../mount.js";
import { ORDER_RATE_LIMITS, purchase } from "./purchase.js";
import { purchaseFields } from "./request-schemas.js";
import { orderResultSchema } from "./views.js";

const createSubscriptionBody = z.object({
  ...purchaseFields,
  token: z
    .string({ error: "token is required: the card token from the card form" })
    .min(1, { error: "token is required: the card token from the card form" })
    .max(255, { error: "token must be at most 255 characters" })
    .describe("The card token (sandbox: from POST /sandbox/s1/tokens)."),
});

const gapBody = z.object({
  ...purchaseFields,
  payment_token: z
    .string({ error: "payment_token is required: the token the wallet returned" })
    .min(1, { error: "payment_token is required: the token the wallet returned" })
    .max(8192, { error: "payment_token must be at most 8192 characters" })
    .describe(
      'The wallet\'s payment token (sandbox: "gap_sandbox_approve" or "gap_sandbox_decline").',
    ),
});

/**
 * The providers that charge at once: s1 (a card token; bot protected, v3)
 * and gap (a wallet token, in a single purchase_result call).
 */
export async function chargeRoutes(app: FastifyInstance): Promise<void> {
  protectedRoute(app, {
    version: 3,
    method: "POST",
    path: "payment/v1/providers/s1/create_subscription",
    summary: "Pays for a plan with a card token (bot protected, v3)",
    description:
      "Signed in. Charges the card token for the plan and answers the order: `succeeded` (paid, with the subscription), `declined` (with failure_reason), or `requires_action` with `redirect_url`, the card verification page; after it the buyer comes back to /paystatus and the site polls s1/purchase_result. Idempotency-Key / order_id as for every purchase.",
    tags: ["payment"],
    auth: "user",
    schema: { body: createSubscriptionBody, response: orderResultSchema },
    rateLimits: ORDER_RATE_LIMITS,
    handler: (request) =>
      purchase(app, request, "s1", request.body, { cardToken: request.body.token }),
  });

  plainRoute(app, {
    method: "POST",
    path: "payment/v1/providers/gap/purchase_result",
    summary: "Pays for a plan with a Google Pay / Apple Pay token",
    description:
      "Signed in. gap has no separate purchase call: the wallet sheet returns a payment token and this call charges it and answers the result. Repeating it with the same Idempotency-Key or order_id answers the same order without charging again.",
    tags: ["payment"],
    auth: "user",
    schema: { body: gapBody, response: orderResultSchema },
    rateLimits: ORDER_RATE_LIMITS,
    handler: (request) =>
      purchase(app, request, "gap", request.body, { paymentToken: request.body.payment_token }),
  });
}
