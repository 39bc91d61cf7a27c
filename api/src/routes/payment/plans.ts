import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { BASE_CURRENCY, CURRENCIES, CURRENCY_SYMBOLS } from "../../payments/currency.js";
import { maxDiscountPercent } from "../../payments/plans/plan-view.js";
import { PROVIDER_LABELS } from "../../payments/providers.js";
import { S1_SANDBOX_PUBLIC_KEY } from "../../payments/s1/sandbox-adapter.js";
import { plainRoute } from "../mount.js";
import { xFromOf } from "./request-schemas.js";

const planSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    plan_set: z.string(),
    product_type: z.number().int(),
    duration_months: z.number().int(),
    price_amount: z.string().describe('The price per price_unit: "4.99".'),
    price_unit: z.string().describe('"month".'),
    money: z.string().describe('What the whole term costs: "119.76".'),
    price_discount_amount: z.string().describe('The undiscounted price of the term: "311.76".'),
    price_deduction_amount: z.string().describe('What the discount saves: "192.00".'),
    trial_price: z
      .string()
      .optional()
      .describe("The price of the first month, on plans with a trial."),
    currency: z.enum(CURRENCIES),
    currencySymbol: z.string(),
    discount_percent: z.string().describe('"62%".'),
    is_recommended: z.boolean(),
  })
  .meta({ id: "Plan" });

const plansQuery = z.object({
  currency: z
    .enum(CURRENCIES, { error: `currency must be one of ${CURRENCIES.join(", ")}` })
    .default(BASE_CURRENCY)
    .describe("The currency to quote in; USD when absent (the site localises with /l10n/prices)."),
});

/**
 * GET payment/v1/providers/plans, payment/v1/providers/common/params and
 * payment/v1/providers/s1/publickey: what the pricing and checkout pages read.
 */
export async function planRoutes(app: FastifyInstance): Promise<void> {
  plainRoute(app, {
    method: "GET",
    path: "payment/v1/providers/plans",
    summary: "The plan list of the caller's application type",
    description:
      "Plans of the X-App-Type's product, shortest term first. `X-From: CJ` (an affiliate) selects that affiliate's plan set when one exists; otherwise the default set. Served from an in-memory copy refreshed every 10 s.",
    tags: ["payment"],
    schema: {
      querystring: plansQuery,
      response: z.object({
        plan_set: z.string(),
        currency: z.enum(CURRENCIES),
        currencySymbol: z.string(),
        max_discount: z
          .string()
          .describe('The highest discount_percent, never below the floor "59%" (SPEC.md §4).'),
        list: z.array(planSchema),
      }),
    },
    async handler(request, reply) {
      // Public and the same for everyone with these headers: browsers and a
      // CDN may keep it as long as the api does.
      reply.header("cache-control", "public, max-age=10");
      reply.header("vary", "X-App-Type, X-From");
      const planSet = await app.payments.catalog.planSetFor(xFromOf(request));
      const currency = request.query.currency;
      const list = await app.payments.catalog.list(request.appType, planSet, currency);
      return {
        plan_set: list[0]?.plan_set ?? planSet,
        currency,
        currencySymbol: CURRENCY_SYMBOLS[currency],
        max_discount: `${maxDiscountPercent(list.map((plan) => plan.discount_percent))}%`,
        list: list as z.input<typeof planSchema>[],
      };
    },
  });

  plainRoute(app, {
    method: "GET",
    path: "payment/v1/providers/common/params",
    summary: "The payment providers available and their public parameters",
    description:
      "Which providers take payments in this deployment, how each works (card, redirect, wallet) and its public parameters (a publishable key, the sandbox flag). Never a secret. `X-From: CJ` is echoed as the plan set the affiliate gets.",
    tags: ["payment"],
    schema: {
      response: z.object({
        plan_set: z.string(),
        sandbox: z.boolean(),
        providers: z.array(
          z.object({
            id: z.string(),
            name: z.string(),
            mode: z.enum(["sandbox", "live"]),
            params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
          }),
        ),
      }),
    },
    async handler(request) {
      const planSet = await app.payments.catalog.planSetFor(xFromOf(request));
      const providers = app.payments.available().map((adapter) => ({
        id: adapter.provider,
        name: PROVIDER_LABELS[adapter.provider],
        mode: adapter.mode,
        params: adapter.publicParams(),
      }));
      return { plan_set: planSet, sandbox: app.payments.sandboxActive, providers };
    },
  });

  plainRoute(app, {
    method: "GET",
    path: "payment/v1/providers/s1/publickey",
    summary: "The publishable key of the card provider s1",
    description:
      "The key the card form tokenises with. In the sandbox: post the card to /sandbox/s1/tokens with this key and pass the token to s1/create_subscription.",
    tags: ["payment"],
    schema: {
      response: z.object({
        public_key: z.string(),
        sandbox: z.boolean(),
        tokens_url: z.string().optional(),
      }),
    },
    async handler() {
      const adapter = app.payments.adapter("s1");
      if (!adapter) throw app.payments.unavailable();
      const params = adapter.publicParams();
      const sandbox = adapter.mode === "sandbox";
      return {
        public_key: String(
          params.public_key ?? app.payments.settings.s1PublicKey ?? S1_SANDBOX_PUBLIC_KEY,
        ),
        sandbox,
        ...(sandbox && { tokens_url: "/sandbox/s1/tokens" }),
      };
    },
  });
}
