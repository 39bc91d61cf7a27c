import {
  type Call,
  type OrderResult,
  pdPrepurchaseCall,
  psPurchaseCall,
  purchaseResultCalls,
  rzPurchaseCall,
  soPurchaseCall,
  tpaPurchaseCall,
  type ValidPurchaseBody,
} from "@mvpn/contract";
import { type ProviderId, RESULT_PROVIDERS } from "@mvpn/contract/constants";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AuthUser } from "../../auth/sessions.js";
import type { PaymentInput } from "../../payments/adapter.js";
import { fromContract, plainRoute, type RouteRateLimit } from "../mount.js";
import { idempotencyKeyOf, xFromOf } from "./request-headers.js";
import { orderResult } from "./views.js";

/** The validated fields of any purchase call (the contract's purchase body, parsed). */
export type PurchaseBody = Pick<
  ValidPurchaseBody,
  "plan_id" | "currency" | "order_id" | "_cps" | "return_url"
>;

/**
 * Opens (or, for a repeated Idempotency-Key / order_id, finds) the order and
 * hands it to the provider. Shared by every purchase call.
 *
 * The browser's device id comes from its signed `mvpn_device` cookie; a call
 * without one that verifies gets a fresh id. An order priced as a trial
 * records it, and the answer gives the browser the cookie of that order's id
 * when it did not send it (docs/payments.md "The trial, once").
 */
export async function purchase(
  app: FastifyInstance,
  request: FastifyRequest & { user: AuthUser },
  reply: FastifyReply,
  provider: ProviderId,
  body: PurchaseBody,
  input: PaymentInput = {},
): Promise<OrderResult> {
  if (!app.payments.adapter(provider)) throw app.payments.unavailable();
  const { devices } = app.payments;
  const sentDevice = devices.read(request.headers.cookie);
  const { order } = await app.payments.orders.create({
    userId: request.user.id,
    appType: request.appType,
    planId: body.plan_id,
    provider,
    currency: body.currency,
    cps: body._cps,
    idempotencyKey: idempotencyKeyOf(request),
    affiliate: xFromOf(request)?.toLowerCase() ?? body._cps?.type,
    orderId: body.order_id,
    returnPath: body.return_url,
    deviceId: sentDevice ?? devices.newId(),
  });
  if (order.deviceId !== null && order.deviceId !== sentDevice) {
    reply.header("set-cookie", devices.setCookie(order.deviceId, request.protocol === "https"));
  }
  const outcome = await app.payments.orders.start(order, input);
  return orderResult(app.database.db, outcome, app.payments.clock.now());
}

/**
 * What makes two purchase calls the same purchase: the Idempotency-Key, else
 * the client's order id (orders-service.ts answers them the same order).
 */
function samePurchase(request: FastifyRequest): string | undefined {
  const key = idempotencyKeyOf(request);
  if (key !== undefined) return `key:${key}`;
  const orderId = (request.body as { order_id?: unknown } | undefined)?.order_id;
  return typeof orderId === "string" ? `order:${orderId}` : undefined;
}

/**
 * Every call that opens an order (or charges a card or wallet) counts
 * against the buyer's limits (issue #18): a signed-in user cannot fill the
 * orders table or hammer a provider. The result polls do not count, nor do
 * repeats of one purchase (issue #35): the calls with one Idempotency-Key or
 * order id count once, and all get the first one's answer, 429 included.
 */
export const ORDER_RATE_LIMITS: Array<RouteRateLimit<FastifyRequest & { user: AuthUser }>> = [
  { name: "ordersPerUser", key: (request) => String(request.user.id), once: samePurchase },
  { name: "ordersPerUserPerDay", key: (request) => String(request.user.id), once: samePurchase },
];

const REDIRECT_PURCHASES = [
  {
    provider: "pd",
    call: pdPrepurchaseCall,
    summary: "Opens a pd checkout for a plan (with _cps)",
  },
  { provider: "ps", call: psPurchaseCall, summary: "Starts a ps purchase (with _cps)" },
  { provider: "rz", call: rzPurchaseCall, summary: "Starts an rz purchase" },
  { provider: "tpa", call: tpaPurchaseCall, summary: "Starts a tpa purchase" },
] as const satisfies ReadonlyArray<{ provider: ProviderId; call: Call; summary: string }>;

const DESCRIPTION =
  "Signed in (a bearer token; a visitor gets one from account/v1/web/anonymous_signup first). Creates the order and answers where to send the buyer (`redirect_url`: the provider's hosted page). Send an `Idempotency-Key` header (or your own `order_id`) so that a repeated click returns the same order instead of a second one. Then poll the provider's purchase_result (docs/payments.md).";

/** The purchase calls of the hosted-checkout providers, and every purchase_result but gap's. */
export async function purchaseRoutes(app: FastifyInstance): Promise<void> {
  for (const { provider, call, summary } of REDIRECT_PURCHASES) {
    plainRoute(app, {
      ...fromContract(call),
      summary,
      description: DESCRIPTION,
      tags: ["payment"],
      auth: "user",
      rateLimits: ORDER_RATE_LIMITS,
      handler: (request, reply) => purchase(app, request, reply, provider, request.body),
    });
  }

  plainRoute(app, {
    ...fromContract(soPurchaseCall),
    summary: "Starts an so purchase (with _cps); answers web_url",
    description: `${DESCRIPTION} so answers the hosted page as \`web_url\` too (SPEC.md §7).`,
    tags: ["payment"],
    auth: "user",
    rateLimits: ORDER_RATE_LIMITS,
    async handler(request, reply) {
      const result = await purchase(app, request, reply, "so", request.body);
      return result.redirect_url === undefined
        ? result
        : { ...result, web_url: result.redirect_url };
    },
  });

  for (const provider of RESULT_PROVIDERS) {
    plainRoute(app, {
      ...fromContract(purchaseResultCalls[provider]),
      summary: `The result of a ${provider} purchase`,
      description:
        "Signed in, for one's own order. Asks the provider how the order stands, records it and answers it: `paid` true once the subscription exists (exactly one per order, however often this is called). Poll it after the buyer comes back to /paystatus (docs/payments.md).",
      tags: ["payment"],
      auth: "user",
      async handler(request) {
        const outcome = await app.payments.orders.sync(request.body.order_id, {
          userId: request.user.id,
          provider,
        });
        return orderResult(app.database.db, outcome, app.payments.clock.now());
      },
    });
  }
}
