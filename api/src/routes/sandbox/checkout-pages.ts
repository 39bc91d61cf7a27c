import { isCurrency } from "@mvpn/contract/constants";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply } from "fastify";
import { type OrderRow, orders } from "../../db/schema/index.js";
import type { Payments } from "../../payments/payments.js";
import {
  isProviderId,
  isRedirectProvider,
  type ProviderId,
  type RedirectProviderId,
} from "../../payments/providers.js";
import { returnUrlFor } from "../../payments/return-url.js";
import { CARD_VERIFICATION_FAILED, s1VerificationPath } from "../../payments/s1/sandbox-adapter.js";
import { SANDBOX_PAGE_POLICY } from "../../payments/sandbox/html.js";
import { LINK_SIGNATURE_PARAM } from "../../payments/sandbox/links.js";
import {
  checkoutPage,
  notFoundPage,
  type SandboxPageOrder,
  verificationPage,
} from "../../payments/sandbox/pages.js";
import { sandboxCheckoutPath } from "../../payments/sandbox/redirect-sandbox-adapter.js";
import { SandboxLedger } from "../../payments/sandbox/sandbox-ledger.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Decision = "approve" | "decline" | "cancel";

type Query = Record<string, string | undefined>;

/**
 * The hosted pages of the sandbox providers: the checkout of ps, rz, tpa, so
 * and pd (/sandbox/<provider>/checkout/<order>) and the card verification of
 * s1 (/sandbox/s1/verify/<order>). A decision is recorded on the provider's
 * side (the sandbox ledger) and then reported to the orders service, as a
 * real provider's webhook would, so the order is settled even if the buyer
 * closes the tab; the buyer is sent back to the site's /paystatus?order=….
 *
 * Every page and button answers only with the signature of the link the api
 * gave the order's buyer (`?sig=…`, payments/sandbox/links.ts); without it,
 * or with another order's, it is "Checkout not found", exactly as for an
 * order that does not exist.
 */
export async function sandboxPageRoutes(app: FastifyInstance): Promise<void> {
  // The buttons are plain forms (no script on the page): read their
  // urlencoded bodies, in this plugin only.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.get<{ Params: { provider: string; order: string }; Querystring: Query }>(
    "/sandbox/:provider/checkout/:order",
    async (request, reply) => {
      const found = await load(
        app.payments,
        request.params.provider,
        request.params.order,
        "checkout",
        request.query[LINK_SIGNATURE_PARAM],
      );
      if (!found) return sendHtml(reply, 404, notFoundPage());
      return sendHtml(reply, 200, checkoutPage(found.page));
    },
  );

  app.post<{ Params: { provider: string; order: string; decision: string }; Querystring: Query }>(
    "/sandbox/:provider/checkout/:order/:decision",
    async (request, reply) => {
      const decision = request.params.decision;
      if (decision !== "approve" && decision !== "decline" && decision !== "cancel") {
        return sendHtml(reply, 404, notFoundPage());
      }
      const found = await load(
        app.payments,
        request.params.provider,
        request.params.order,
        "checkout",
        request.query[LINK_SIGNATURE_PARAM],
      );
      if (!found) return sendHtml(reply, 404, notFoundPage());
      await decide(app.payments, found.order, decision);
      return reply.code(303).header("location", found.page.returnUrl).send();
    },
  );

  app.get<{ Params: { order: string }; Querystring: Query }>(
    "/sandbox/s1/verify/:order",
    async (request, reply) => {
      const found = await load(
        app.payments,
        "s1",
        request.params.order,
        "verify",
        request.query[LINK_SIGNATURE_PARAM],
      );
      if (!found) return sendHtml(reply, 404, notFoundPage());
      return sendHtml(reply, 200, verificationPage({ ...found.page, last4: found.last4 }));
    },
  );

  app.post<{ Params: { order: string; decision: string }; Querystring: Query }>(
    "/sandbox/s1/verify/:order/:decision",
    async (request, reply) => {
      const decision = request.params.decision;
      if (decision !== "approve" && decision !== "decline") {
        return sendHtml(reply, 404, notFoundPage());
      }
      const found = await load(
        app.payments,
        "s1",
        request.params.order,
        "verify",
        request.query[LINK_SIGNATURE_PARAM],
      );
      if (!found) return sendHtml(reply, 404, notFoundPage());
      await decide(app.payments, found.order, decision);
      return reply.code(303).header("location", found.page.returnUrl).send();
    },
  );
}

/**
 * The order and what its page shows, or undefined when there is no such
 * sandbox checkout, or when `signature` is not the one of its link.
 */
async function load(
  payments: Payments,
  providerParam: string,
  orderId: string,
  kind: "checkout" | "verify",
  signature: string | undefined,
): Promise<{ order: OrderRow; page: SandboxPageOrder; last4: string } | undefined> {
  if (!isProviderId(providerParam) || !UUID.test(orderId)) return undefined;
  const provider: ProviderId = providerParam;
  if (kind === "checkout" && !isRedirectProvider(provider)) return undefined;
  if (payments.adapter(provider)?.mode !== "sandbox") return undefined;
  const [order] = await payments.db
    .select()
    .from(orders)
    .where(eq(orders.id, orderId.toLowerCase()));
  if (!order || order.provider !== provider) return undefined;
  const pagePath =
    kind === "verify"
      ? s1VerificationPath(order.id)
      : sandboxCheckoutPath(provider as RedirectProviderId, order.id);
  if (!payments.links.verify(pagePath, signature)) return undefined;
  const payment = await payments.ledger.find(
    order.providerRef ?? SandboxLedger.refFor(provider, order.id),
  );
  if (!payment) return undefined;
  const offer = isCurrency(order.currency)
    ? await payments.catalog.find(order.planId, order.currency)
    : undefined;
  return {
    order,
    last4: payment.details.last4 ?? "",
    page: {
      id: order.id,
      provider,
      planName: offer?.plan.name ?? `Plan ${order.planId}`,
      amountMinor: order.amountMinor,
      renewalAmountMinor: order.renewalAmountMinor,
      currency: order.currency,
      status: payment.status,
      expiresAt: SandboxLedger.expiresAt(payment),
      returnUrl: returnUrlFor(order.returnPath, order.id, provider),
      signature: signature as string,
    },
  };
}

async function decide(payments: Payments, order: OrderRow, decision: Decision): Promise<void> {
  const ref = order.providerRef ?? SandboxLedger.refFor(order.provider as ProviderId, order.id);
  if (decision === "approve") await payments.ledger.decide(ref, "succeeded");
  else if (decision === "cancel") await payments.ledger.decide(ref, "abandoned");
  else {
    const reason = order.provider === "s1" ? CARD_VERIFICATION_FAILED : "The payment was declined.";
    await payments.ledger.decide(ref, "declined", { reason });
  }
  // What a real provider's webhook does: tell the api at once.
  await payments.orders.sync(order.id);
}

function sendHtml(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .header("cache-control", "no-store")
    .header("content-security-policy", SANDBOX_PAGE_POLICY)
    .type("text/html; charset=utf-8")
    .send(body);
}
