import type { SubscriptionPage } from "@mvpn/contract";
import { createSession } from "../../src/auth/sessions.js";
import { users } from "../../src/db/schema/index.js";
import { ManualClock } from "../../src/payments/clock.js";
import { type ApiResponse, type CallOptions, startApi, type TestApi } from "../helpers/api.js";
import type { DatabaseTarget } from "../helpers/databases.js";

/** The hosted-checkout providers: where their purchase call lives. */
export const REDIRECT_PROVIDERS = [
  { provider: "pd", purchase: "payment/v1/providers/common/pd/prepurchase" },
  { provider: "ps", purchase: "payment/v1/providers/ps/purchase" },
  { provider: "rz", purchase: "payment/v1/providers/rz/purchase" },
  { provider: "tpa", purchase: "payment/v1/providers/tpa/purchase" },
  { provider: "so", purchase: "payment/v1/providers/so/purchase" },
] as const;

/** The `data` of purchase and purchase_result answers (routes/payment/views.ts). */
export interface OrderResult {
  order_id: string;
  provider: string;
  status: string;
  order_status: string;
  paid: boolean;
  plan_id: number;
  amount: string;
  currency: string;
  trial: boolean;
  renewal_amount?: string;
  redirect_url?: string;
  web_url?: string;
  failure_reason?: string;
  subscription?: {
    id: string;
    plan_id: number;
    starts_at: string;
    ends_at: string;
    trial: boolean;
    renewal: { amount: string; currency: string } | null;
  };
  vip?: { remain_time: number };
}

export interface Buyer {
  userId: number;
  token: string;
}

export interface PaymentsApi extends TestApi {
  clock: ManualClock;
  /** A new signed-in user (what anonymous_signup gives a visitor). */
  newBuyer(): Promise<Buyer>;
  /** POST /api/mms/<path> as the buyer. */
  post<T = OrderResult>(
    path: string,
    buyer: Buyer,
    body: unknown,
    options?: CallOptions,
  ): Promise<ApiResponse<T>>;
  /** An s1 sandbox card token for a test card number (docs/payments.md "Cards (s1)"). */
  cardToken(number: string): Promise<string>;
  /** The buyer's subscription_my, first page. */
  subscriptionsOf(buyer: Buyer): Promise<SubscriptionPage>;
  /** Opens a sandbox hosted page and presses one of its buttons; answers the redirect. */
  press(
    pageUrl: string,
    button: "approve" | "decline" | "cancel",
  ): Promise<{ pageStatus: number; page: string; status: number; location: string | null }>;
}

let buyers = 0;

/** The api on a new database of `target`, its payments on a manual clock (2026-11-16 10:00 UTC). */
export async function startPaymentsApi(
  target: DatabaseTarget,
  options: Parameters<typeof startApi>[1] = {},
): Promise<PaymentsApi> {
  const api = await startApi(target, options);
  const clock = new ManualClock();
  api.app.payments.useClock(clock);
  const db = api.app.database.db;
  return {
    ...api,
    clock,
    async newBuyer() {
      buyers++;
      const [user] = await db
        .insert(users)
        .values({ email: `buyer-${process.pid}-${buyers}@example.com` })
        .returning({ id: users.id });
      if (!user) throw new Error("no user");
      const { token } = await createSession(db, {
        userId: user.id,
        appType: 501,
        userAgent: undefined,
      });
      return { userId: user.id, token };
    },
    async cardToken(number) {
      const response = await fetch(new URL("/sandbox/s1/tokens", api.baseUrl), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          public_key: "pk_sandbox_mvpn_s1",
          number,
          exp_month: 12,
          exp_year: 2030,
          cvc: "123",
        }),
      });
      if (response.status !== 200) throw new Error(`no card token: ${await response.text()}`);
      return ((await response.json()) as { id: string }).id;
    },
    async subscriptionsOf(buyer) {
      const answer = await api.call<SubscriptionPage>(
        "GET",
        "/api/mms/payment/v1/web/subscription_my",
        { token: buyer.token },
      );
      return answer.body.data as SubscriptionPage;
    },
    post(path, buyer, body, options = {}) {
      return api.call("POST", `/api/mms/${path}`, { ...options, token: buyer.token, body });
    },
    async press(pageUrl, button) {
      // What a browser does: open the page, then submit the form of the button.
      const pageResponse = await fetch(new URL(pageUrl, api.baseUrl));
      const page = await pageResponse.text();
      const action =
        formAction(page, button) ?? `${new URL(pageUrl, api.baseUrl).pathname}/${button}`;
      const response = await fetch(new URL(action, api.baseUrl), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "",
        redirect: "manual",
      });
      await response.text();
      return {
        pageStatus: pageResponse.status,
        page,
        status: response.status,
        location: response.headers.get("location"),
      };
    },
  };
}

/**
 * The action of the sandbox page's form for `button` (…/approve?sig=…), as
 * the page wrote it (HTML-escaped); undefined when the page has none.
 */
export function formAction(page: string, button: string): string | undefined {
  const pattern = new RegExp(`<form method="post" action="([^"]*/${button}(?:\\?[^"]*)?)">`);
  return pattern.exec(page)?.[1]?.replaceAll("&amp;", "&");
}
