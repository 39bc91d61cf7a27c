import type {
  GapPurchaseBody,
  LocalizedPricesAnswer,
  S1CreateSubscriptionBody,
  S1PublicKey,
  SubscriptionMyQuery,
  SubscriptionSetRenewalBody,
} from "@mvpn/contract";
import {
  ENDPOINTS,
  type Endpoint,
  IDEMPOTENCY_KEY_HEADER,
  LOCALIZED_PRICES_PATH,
  type PlanOffer,
  type ProviderId,
  PURCHASE_RESULT_ENDPOINTS,
  type ResultProviderId,
  X_FROM_HEADER,
} from "@mvpn/contract/constants";
import type { AxiosInstance } from "axios";
import { dataOf } from "../client";
import { mms } from "../envelope";
import type {
  CommonParams,
  Cps,
  LocalizedPrices,
  OrderResult,
  PlanList,
  PurchaseBody,
  Subscription,
  SubscriptionPage,
} from "../types";

export type ResultProvider = ResultProviderId;

/** X-From on plans and common params (SPEC.md §7); the tracking code decides its value. */
const fromHeader = (xFrom: string | undefined) => (xFrom ? { [X_FROM_HEADER]: xFrom } : undefined);

/** The call that opens (or charges) an order, per provider (SPEC.md §7). */
const PURCHASE_ENDPOINTS: Readonly<Record<ProviderId, Endpoint>> = {
  s1: ENDPOINTS.s1CreateSubscription,
  gap: ENDPOINTS.gapPurchaseResult,
  pd: ENDPOINTS.pdPrepurchase,
  ps: ENDPOINTS.psPurchase,
  rz: ENDPOINTS.rzPurchase,
  tpa: ENDPOINTS.tpaPurchase,
  so: ENDPOINTS.soPurchase,
};

/** The body of each provider's purchase: the card token for s1, the wallet's token for gap. */
export type PurchaseBodyOf<P extends ProviderId> = P extends "s1"
  ? Omit<S1CreateSubscriptionBody, "recasign">
  : P extends "gap"
    ? GapPurchaseBody
    : PurchaseBody;

export interface PurchaseOptions {
  /** SPEC.md §3 "Purchase payload addition". */
  cps?: Cps | null | undefined;
  /** One per payment attempt (docs/payments.md "One order per click"). */
  idempotencyKey?: string | undefined;
}

/** SPEC.md §7 "Payments", all through the admin wrapper but the price localisation. */
export function paymentCalls(http: AxiosInstance) {
  const post = <T>(endpoint: Endpoint, body: unknown) =>
    dataOf<T>(http.post(mms(endpoint.path), body, { admin: true }));

  return {
    plans(
      options: {
        xFrom?: string | undefined;
        currency?: string;
        offer?: PlanOffer | undefined;
      } = {},
    ) {
      const params = {
        ...(options.currency ? { currency: options.currency } : {}),
        ...(options.offer ? { offer: options.offer } : {}),
      };
      return dataOf<PlanList>(
        http.get(mms(ENDPOINTS.plans.path), {
          admin: true,
          headers: fromHeader(options.xFrom),
          params: Object.keys(params).length > 0 ? params : undefined,
        }),
      );
    },

    subscriptionMy(params: SubscriptionMyQuery = {}) {
      return dataOf<SubscriptionPage>(
        http.get(mms(ENDPOINTS.subscriptionMy.path), { admin: true, params }),
      );
    },

    /** Turns a subscription's renewal off (the period runs to its end, nothing is charged then) or on. */
    subscriptionSetRenewal(body: SubscriptionSetRenewalBody) {
      return dataOf<Subscription>(
        http.post(mms(ENDPOINTS.subscriptionSetRenewal.path), body, { admin: true }),
      );
    },

    commonParams(options: { xFrom?: string } = {}) {
      return dataOf<CommonParams>(
        http.get(mms(ENDPOINTS.commonParams.path), {
          admin: true,
          headers: fromHeader(options.xFrom),
        }),
      );
    },

    /** SPEC.md §8 "Currency conversion failure: warning logged only": null keeps the original prices. */
    async localizedPrices(query: {
      product_ids: number[];
      customer_country?: string;
    }): Promise<LocalizedPrices | null> {
      try {
        const response = await http.get<LocalizedPricesAnswer>(LOCALIZED_PRICES_PATH, {
          params: {
            product_ids: query.product_ids.join(","),
            customer_country: query.customer_country,
          },
        });
        if (!response.data.success) throw new Error(response.data.error.message);
        return response.data.response;
      } catch (error) {
        console.warn("price localisation failed", error);
        return null;
      }
    },

    s1PublicKey() {
      return dataOf<S1PublicKey>(http.get(mms(ENDPOINTS.s1PublicKey.path), { admin: true }));
    },

    /**
     * The purchase call of any of the seven providers (SPEC.md §7): the hosted
     * checkouts' purchase (pd's is prepurchase), s1's create_subscription (bot
     * protected, version 3) and gap's purchase_result, which charges the
     * wallet's token. `_cps` rides along when an affiliate brought the buyer
     * (the api keeps it on the order, whatever the provider); one
     * `Idempotency-Key` per payment attempt makes a repeated call answer the
     * same order. so's `web_url` is copied to `redirect_url`.
     */
    async purchase<P extends ProviderId>(
      provider: P,
      body: PurchaseBodyOf<P>,
      { cps, idempotencyKey }: PurchaseOptions = {},
    ): Promise<OrderResult> {
      const endpoint = PURCHASE_ENDPOINTS[provider];
      const result = await dataOf<OrderResult>(
        http.post(mms(endpoint.path), cps ? { ...body, _cps: cps } : body, {
          admin: true,
          ...(idempotencyKey ? { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } } : {}),
          ...(endpoint.bot ? { botVersion: endpoint.bot } : {}),
        }),
      );
      const redirect = result.web_url ?? result.redirect_url;
      return redirect === undefined ? result : { ...result, redirect_url: redirect };
    },

    purchaseResult(provider: ResultProvider, orderId: string) {
      return post<OrderResult>(PURCHASE_RESULT_ENDPOINTS[provider], { order_id: orderId });
    },
  };
}
