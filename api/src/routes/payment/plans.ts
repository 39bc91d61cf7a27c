import { commonParamsCall, type Plan, plansCall, s1PublicKeyCall } from "@mvpn/contract";
import { CURRENCY_SYMBOLS } from "@mvpn/contract/constants";
import type { FastifyInstance } from "fastify";
import {
  type CatalogSnapshot,
  listIn,
  planSetIn,
  TRIAL_PLAN_SET,
} from "../../payments/plans/plan-catalog.js";
import { maxDiscountPercent } from "../../payments/plans/plan-view.js";
import { PROVIDER_LABELS } from "../../payments/providers.js";
import { S1_SANDBOX_PUBLIC_KEY } from "../../payments/s1/sandbox-adapter.js";
import { envelopeSerializer, fromContract, plainRoute, type SerializedEnvelope } from "../mount.js";
import { xFromOf } from "./request-headers.js";

/**
 * GET payment/v1/providers/plans, payment/v1/providers/common/params and
 * payment/v1/providers/s1/publickey: what the pricing and checkout pages read.
 */
export async function planRoutes(app: FastifyInstance): Promise<void> {
  // The plan list is the same answer for everyone asking with the same
  // headers until the catalogue changes: serialized once per (application
  // type, plan set, currency) and catalogue snapshot, not once per request.
  // A request whose snapshot is still fresh answers the kept bytes without
  // waiting on anything (issue #34); a new snapshot (the TTL, invalidate())
  // makes each answer again. Keyed by the plan set X-From selects, not by
  // X-From itself, so the keys are bounded by the catalogue.
  const serialize = envelopeSerializer(plansCall);
  const answers = new Map<string, { snapshot: CatalogSnapshot; answer: SerializedEnvelope }>();

  plainRoute(app, {
    ...fromContract(plansCall),
    summary: "The plan list of the caller's application type",
    description:
      "Plans of the X-App-Type's product, shortest term first. `X-From: CJ` (an affiliate) selects that affiliate's plan set when one exists; otherwise the default set. `offer=trial` answers the trial offer of /vpn-trial instead. Served from an in-memory copy refreshed every 10 s.",
    tags: ["payment"],
    async handler(request, reply) {
      // Public and the same for everyone with these headers: browsers and a
      // CDN may keep it as long as the api does.
      reply.header("cache-control", "public, max-age=10");
      reply.header("vary", "X-App-Type, X-From");
      const { currency, offer } = request.query;
      // The trial offer is everyone's: X-From is not read (nor refused) then.
      const xFrom = offer === "trial" ? undefined : xFromOf(request);
      const catalog = app.payments.catalog;
      const snapshot = catalog.fresh() ?? (await catalog.read());
      const planSet = offer === "trial" ? TRIAL_PLAN_SET : planSetIn(snapshot, xFrom);
      const key = `${request.appType}|${planSet}|${currency}`;
      const kept = answers.get(key);
      if (kept !== undefined && kept.snapshot === snapshot) return kept.answer;
      const list = listIn(snapshot, request.appType, planSet, currency);
      const answer = serialize({
        plan_set: list[0]?.plan_set ?? planSet,
        currency,
        currencySymbol: CURRENCY_SYMBOLS[currency],
        max_discount: `${maxDiscountPercent(list.map((plan) => plan.discount_percent))}%`,
        list: list as Plan[],
      });
      answers.set(key, { snapshot, answer });
      return answer;
    },
  });

  plainRoute(app, {
    ...fromContract(commonParamsCall),
    summary: "The payment providers available and their public parameters",
    description:
      "Which providers take payments in this deployment, how each works (card, redirect, wallet) and its public parameters (a publishable key, the sandbox flag). Never a secret. `X-From: CJ` is echoed as the plan set the affiliate gets.",
    tags: ["payment"],
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
    ...fromContract(s1PublicKeyCall),
    summary: "The publishable key of the card provider s1",
    description:
      "The key the card form tokenises with. In the sandbox: post the card to /sandbox/s1/tokens with this key and pass the token to s1/create_subscription.",
    tags: ["payment"],
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
