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
  SubscriptionPage,
} from "../types";

export type ResultProvider = "s1" | "pd" | "ps" | "rz" | "tpa" | "so";

const PROVIDERS = "payment/v1/providers";

/** X-From on plans and common params (SPEC.md §7); the tracking code decides its value. */
const fromHeader = (xFrom: string | undefined) => (xFrom ? { "X-From": xFrom } : undefined);

/** SPEC.md §3: `_cps` rides along on prepurchase and purchase payloads when attribution exists. */
const withCps = (body: PurchaseBody, cps: Cps | null | undefined) =>
  cps ? { ...body, _cps: cps } : body;

/** SPEC.md §7 "Payments", all through the admin wrapper but the price localisation. */
export function paymentCalls(http: AxiosInstance) {
  const post = <T>(path: string, body: unknown) =>
    dataOf<T>(http.post(mms(`${PROVIDERS}/${path}`), body, { admin: true }));

  return {
    plans(options: { xFrom?: string; currency?: string } = {}) {
      return dataOf<PlanList>(
        http.get(mms(`${PROVIDERS}/plans`), {
          admin: true,
          headers: fromHeader(options.xFrom),
          params: options.currency ? { currency: options.currency } : undefined,
        }),
      );
    },

    subscriptionMy(params: { status?: string; page?: number; page_size?: number } = {}) {
      return dataOf<SubscriptionPage>(
        http.get(mms("payment/v1/web/subscription_my"), { admin: true, params }),
      );
    },

    commonParams(options: { xFrom?: string } = {}) {
      return dataOf<CommonParams>(
        http.get(mms(`${PROVIDERS}/common/params`), {
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
        const response = await http.get<{ success: boolean; response: LocalizedPrices }>(
          "/l10n/prices",
          {
            params: {
              product_ids: query.product_ids.join(","),
              customer_country: query.customer_country,
            },
          },
        );
        return response.data.response;
      } catch (error) {
        console.warn("price localisation failed", error);
        return null;
      }
    },

    s1PublicKey() {
      return dataOf<{ public_key: string; sandbox: boolean; tokens_url?: string }>(
        http.get(mms(`${PROVIDERS}/s1/publickey`), { admin: true }),
      );
    },

    s1CreateSubscription(body: PurchaseBody & { token: string }) {
      return dataOf<OrderResult>(
        http.post(mms(`${PROVIDERS}/s1/create_subscription`), body, {
          admin: true,
          botVersion: 3,
        }),
      );
    },

    prepurchase(body: PurchaseBody, cps?: Cps | null) {
      return post<OrderResult>("common/pd/prepurchase", withCps(body, cps));
    },

    psPurchase(body: PurchaseBody, cps?: Cps | null) {
      return post<OrderResult>("ps/purchase", withCps(body, cps));
    },

    rzPurchase(body: PurchaseBody) {
      return post<OrderResult>("rz/purchase", body);
    },

    tpaPurchase(body: PurchaseBody) {
      return post<OrderResult>("tpa/purchase", body);
    },

    /** SPEC.md §7: the web_url of the answer is copied to redirect_url. */
    async soPurchase(body: PurchaseBody, cps?: Cps | null): Promise<OrderResult> {
      const result = await post<OrderResult>("so/purchase", withCps(body, cps));
      return { ...result, redirect_url: result.web_url ?? result.redirect_url ?? null };
    },

    gapPurchaseResult(body: PurchaseBody & { payment_token: string }) {
      return post<OrderResult>("gap/purchase_result", body);
    },

    purchaseResult(provider: ResultProvider, orderId: string) {
      return post<OrderResult>(`${provider}/purchase_result`, { order_id: orderId });
    },
  };
}
