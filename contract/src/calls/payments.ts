import { z } from "zod";
import { ENDPOINTS, PURCHASE_RESULT_ENDPOINTS } from "../constants/calls";
import { BASE_CURRENCY, CURRENCIES } from "../constants/currencies";
import {
  CPS_TYPES,
  type CpsType,
  ORDER_STATUSES,
  PLAN_OFFERS,
  RESULT_PROVIDERS,
  type ResultProviderId,
  SUBSCRIPTION_FILTERS,
  SUBSCRIPTION_STATES,
} from "../constants/payments";
import { isSameOriginPath } from "../validation/return-url";
import { type Call, defineCall } from "./call";
import { botTokenField } from "./fields";

// SPEC.md §7 "Payments": the plan list, the providers, every purchase and
// purchase_result call, the subscriptions. docs/payments.md tells the flows.

const ORDER_ID_EXAMPLE = "0b0e7c1e-5d2a-4f6b-9a51-3c8e2f7d9a10";

/** SPEC.md §3 "Plan": one entry of the plan list, amounts as decimal strings. */
export const planSchema = z
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
      .describe(
        'The price of the first month, on plans with a trial: "0.00" on the free trial of /vpn-trial.',
      ),
    currency: z.enum(CURRENCIES),
    currencySymbol: z.string(),
    discount_percent: z.string().describe('"62%".'),
    is_recommended: z.boolean(),
  })
  .meta({
    id: "Plan",
    examples: [
      {
        id: 2,
        name: "12 months",
        plan_set: "default",
        product_type: 501,
        duration_months: 12,
        price_amount: "5.99",
        price_unit: "month",
        money: "71.88",
        price_discount_amount: "155.88",
        price_deduction_amount: "84.00",
        currency: "USD",
        currencySymbol: "$",
        discount_percent: "54%",
        is_recommended: true,
      },
    ],
  });
export type Plan = z.output<typeof planSchema>;

export const plansQuerySchema = z.object({
  currency: z
    .enum(CURRENCIES, { error: `currency must be one of ${CURRENCIES.join(", ")}` })
    .default(BASE_CURRENCY)
    .describe("The currency to quote in; USD when absent (the site localises with /l10n/prices)."),
  offer: z
    .enum(PLAN_OFFERS, { error: `offer must be one of ${PLAN_OFFERS.join(", ")}` })
    .optional()
    .describe(
      "`trial`: the free trial of /vpn-trial (a first month free, then the monthly price; open to every buyer) instead of the caller's plan set.",
    ),
});
export type PlansQuery = z.input<typeof plansQuerySchema>;

export const planListSchema = z
  .object({
    plan_set: z.string(),
    currency: z.enum(CURRENCIES),
    currencySymbol: z.string(),
    max_discount: z
      .string()
      .describe('The highest discount_percent, never below the floor "59%" (SPEC.md §4).'),
    list: z.array(planSchema),
  })
  .meta({
    examples: [
      {
        plan_set: "default",
        currency: "USD",
        currencySymbol: "$",
        max_discount: "59%",
        list: [
          {
            id: 1,
            name: "1 month",
            plan_set: "default",
            product_type: 501,
            duration_months: 1,
            price_amount: "11.99",
            price_unit: "month",
            money: "11.99",
            price_discount_amount: "11.99",
            price_deduction_amount: "0.00",
            currency: "USD",
            currencySymbol: "$",
            discount_percent: "0%",
            is_recommended: false,
          },
        ],
      },
    ],
  });
export type PlanList = z.output<typeof planListSchema>;

export const plansCall = defineCall(ENDPOINTS.plans, {
  query: plansQuerySchema,
  response: planListSchema,
});

export const commonParamsSchema = z
  .object({
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
  })
  .meta({
    examples: [
      {
        plan_set: "default",
        sandbox: true,
        providers: [
          {
            id: "s1",
            name: "Card (s1)",
            mode: "sandbox",
            params: { public_key: "pk_sandbox_mvpn", sandbox: true },
          },
          { id: "ps", name: "Wallet (ps)", mode: "sandbox", params: { sandbox: true } },
        ],
      },
    ],
  });
export type CommonParams = z.output<typeof commonParamsSchema>;

export const commonParamsCall = defineCall(ENDPOINTS.commonParams, {
  response: commonParamsSchema,
});

export const s1PublicKeySchema = z
  .object({
    public_key: z.string(),
    sandbox: z.boolean(),
    tokens_url: z.string().optional(),
  })
  .meta({
    examples: [{ public_key: "pk_sandbox_mvpn", sandbox: true, tokens_url: "/sandbox/s1/tokens" }],
  });
export type S1PublicKey = z.output<typeof s1PublicKeySchema>;

export const s1PublicKeyCall = defineCall(ENDPOINTS.s1PublicKey, { response: s1PublicKeySchema });

const PLAN_ID_MESSAGE = "plan_id must be a positive whole number, the id of a plan";

/** A plan id as a number, or as a string of digits (form posts and query strings send strings). */
export const planIdField = z
  .preprocess(
    (value) => (typeof value === "string" && /^[0-9]{1,10}$/.test(value) ? Number(value) : value),
    z
      .number({
        error: (issue) => (issue.input === undefined ? "plan_id is required" : PLAN_ID_MESSAGE),
      })
      .int({ error: PLAN_ID_MESSAGE })
      .min(1, { error: PLAN_ID_MESSAGE })
      .max(2_147_483_647, { error: PLAN_ID_MESSAGE }),
  )
  .describe("The id of a plan from providers/plans.");

export const currencyField = z
  .enum(CURRENCIES, { error: `currency must be one of ${CURRENCIES.join(", ")}` })
  .default(BASE_CURRENCY)
  .describe("The currency the buyer saw the price in (from /l10n/prices); USD when absent.");

export const orderIdField = z
  .uuid({ error: "order_id must be a UUID" })
  .transform((id) => id.toLowerCase())
  .describe("The order id.");

/** SPEC.md §3 "Purchase payload addition": the affiliate attribution of a purchase. */
export interface Cps {
  type: CpsType;
  cookie: string;
}

/**
 * SPEC.md §3 `_cps`: the affiliate attribution, { type: cj | cf | admitad,
 * cookie }. An empty or null `_cps`, or one with an empty type, means "no
 * affiliate" (the site sends it on every purchase).
 */
export const cpsField = z
  .object({
    type: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(
        z.enum([...CPS_TYPES, ""], {
          error: `_cps.type must be one of ${CPS_TYPES.join(", ")}`,
        }),
      ),
    cookie: z
      .string()
      .max(512, { error: "_cps.cookie must be at most 512 characters" })
      .default(""),
  })
  .nullable()
  .optional()
  .transform((cps): Cps | undefined =>
    cps && cps.type !== "" ? { type: cps.type, cookie: cps.cookie } : undefined,
  )
  .describe("Affiliate attribution: { type: cj | cf | admitad, cookie }.");

/**
 * A same-origin path for the provider's page to send the buyer back to
 * (e.g. "/de/paystatus" for a German page); "/paystatus" when absent. The
 * api adds `order` and `provider` to its query. Never another origin.
 */
export const returnUrlField = z
  .string()
  .max(512, { error: "return_url must be at most 512 characters" })
  .refine(isSameOriginPath, {
    error: 'return_url must be a path on this site, such as "/paystatus"',
  })
  .optional()
  .describe(
    'A path on this site to come back to after a hosted checkout; "/paystatus" by default.',
  );

/** The fields every purchase call shares. */
export const purchaseFields = {
  plan_id: planIdField,
  currency: currencyField,
  order_id: orderIdField
    .optional()
    .describe(
      "An order id the client generated (UUID): sending the same one again returns the same order.",
    ),
  _cps: cpsField,
  return_url: returnUrlField,
};

const PURCHASE_EXAMPLE = {
  plan_id: 2,
  currency: "USD",
  order_id: ORDER_ID_EXAMPLE,
  _cps: { type: "cj", cookie: "cj-1a2b3c" },
  return_url: "/de/paystatus",
} as const;

/** The body of pd/prepurchase and ps, rz, tpa and so/purchase. */
export const purchaseBodySchema = z
  .object(purchaseFields)
  .meta({ examples: [PURCHASE_EXAMPLE, { plan_id: "1" }] });

/**
 * What a client sends to a purchase call. `plan_id` may be a string of
 * digits; zod's input type of the preprocessed field says `unknown`, this
 * says what is meant.
 */
export type PurchaseBody = Omit<z.input<typeof purchaseBodySchema>, "plan_id"> & {
  plan_id: number | string;
};
/** A purchase body once validated, as the api's handlers read it. */
export type ValidPurchaseBody = z.output<typeof purchaseBodySchema>;

export const s1CreateSubscriptionBodySchema = z
  .object({
    ...purchaseFields,
    token: z
      .string({ error: "token is required: the card token from the card form" })
      .min(1, { error: "token is required: the card token from the card form" })
      .max(255, { error: "token must be at most 255 characters" })
      .describe("The card token (sandbox: from POST /sandbox/s1/tokens)."),
    recasign: botTokenField,
  })
  .meta({
    examples: [
      {
        plan_id: 2,
        currency: "USD",
        order_id: ORDER_ID_EXAMPLE,
        token: "tok_sandbox_4242",
        recasign: "eyJhbGdvcml0aG0iOiJTSEEtMjU2In0=",
      },
    ],
  });
export type S1CreateSubscriptionBody = PurchaseBody &
  Omit<z.input<typeof s1CreateSubscriptionBodySchema>, keyof PurchaseBody>;

export const gapPurchaseBodySchema = z
  .object({
    ...purchaseFields,
    payment_token: z
      .string({ error: "payment_token is required: the token the wallet returned" })
      .min(1, { error: "payment_token is required: the token the wallet returned" })
      .max(8192, { error: "payment_token must be at most 8192 characters" })
      .describe(
        'The wallet\'s payment token (sandbox: "gap_sandbox_approve" or "gap_sandbox_decline").',
      ),
  })
  .meta({ examples: [{ plan_id: 2, currency: "GBP", payment_token: "gap_sandbox_approve" }] });
export type GapPurchaseBody = PurchaseBody &
  Omit<z.input<typeof gapPurchaseBodySchema>, keyof PurchaseBody>;

/**
 * What a subscription charges when it ends: the plan of a trial's order, at
 * the term price copied when the order was made. Null when it does not renew
 * (a plan bought for a fixed term, or a renewal the buyer turned off).
 */
const renewalSchema = z
  .object({
    amount: z.string().describe('Charged at ends_at, two decimals: "12.99".'),
    currency: z.string(),
  })
  .nullable()
  .describe(
    "What is charged when the period ends (at ends_at), unless cancelled before; null when it does not renew.",
  );

const subscriptionSchema = z.object({
  id: z.string(),
  plan_id: z.number().int(),
  starts_at: z.string().describe("ISO 8601"),
  ends_at: z.string().describe("ISO 8601"),
  trial: z
    .boolean()
    .describe("The first period of a trial (free on the trial of /vpn-trial): it ends at ends_at."),
  renewal: renewalSchema,
});

/** What every purchase and purchase_result call answers about its order. */
export const orderResultSchema = z
  .object({
    order_id: z.string(),
    provider: z.string(),
    status: z
      .string()
      .describe(
        'The provider\'s word for the state: the order status, except "active" for a paid ps order (SPEC.md §4).',
      ),
    order_status: z.enum(ORDER_STATUSES),
    paid: z.boolean().describe("True once the order succeeded (the subscription exists)."),
    plan_id: z.number().int(),
    amount: z
      .string()
      .describe('What the order charges today, two decimals: "71.88"; "0.00" for the free trial.'),
    currency: z.string(),
    trial: z
      .boolean()
      .describe("Priced as a trial's first period (free on the trial of /vpn-trial)."),
    renewal_amount: z
      .string()
      .optional()
      .describe(
        "On a trial: what the plan charges when the first period ends (the subscription's ends_at).",
      ),
    redirect_url: z
      .string()
      .optional()
      .describe(
        "Where to send the buyer next (hosted checkout, card verification), while the order is open.",
      ),
    failure_reason: z.string().optional(),
    subscription: subscriptionSchema.optional(),
    vip: z
      .object({ remain_time: z.number().int().describe("Seconds of VIP time left.") })
      .optional(),
  })
  .meta({
    id: "OrderResult",
    examples: [
      {
        order_id: ORDER_ID_EXAMPLE,
        provider: "ps",
        status: "pending",
        order_status: "pending",
        paid: false,
        plan_id: 2,
        amount: "71.88",
        currency: "USD",
        trial: false,
        redirect_url: `/sandbox/ps/checkout/${ORDER_ID_EXAMPLE}?sig=3f9a`,
      },
      {
        order_id: ORDER_ID_EXAMPLE,
        provider: "ps",
        status: "active",
        order_status: "succeeded",
        paid: true,
        plan_id: 2,
        amount: "71.88",
        currency: "USD",
        trial: false,
        subscription: {
          id: "7c0d2b9e-1f4a-4e8b-b6d3-5a2c9e1f0b7d",
          plan_id: 2,
          starts_at: "2026-11-18T09:30:00.000Z",
          ends_at: "2027-11-18T09:30:00.000Z",
          trial: false,
          renewal: null,
        },
        vip: { remain_time: 31_536_000 },
      },
      {
        order_id: ORDER_ID_EXAMPLE,
        provider: "s1",
        status: "declined",
        order_status: "declined",
        paid: false,
        plan_id: 2,
        amount: "71.88",
        currency: "USD",
        trial: false,
        failure_reason: "The card was declined.",
      },
    ],
  });
export type OrderResult = z.output<typeof orderResultSchema>;

/** so/purchase answers the hosted page as `web_url` too (SPEC.md §7). */
export const soOrderResultSchema = orderResultSchema
  .extend({
    web_url: z
      .string()
      .optional()
      .describe("The hosted checkout to send the buyer to (the site copies it to redirect_url)."),
  })
  .meta({
    examples: [
      {
        order_id: ORDER_ID_EXAMPLE,
        provider: "so",
        status: "pending",
        order_status: "pending",
        paid: false,
        plan_id: 2,
        amount: "71.88",
        currency: "USD",
        trial: false,
        redirect_url: `/sandbox/so/checkout/${ORDER_ID_EXAMPLE}?sig=3f9a`,
        web_url: `/sandbox/so/checkout/${ORDER_ID_EXAMPLE}?sig=3f9a`,
      },
    ],
  });
export type SoOrderResult = z.output<typeof soOrderResultSchema>;

export const pdPrepurchaseCall = defineCall(ENDPOINTS.pdPrepurchase, {
  body: purchaseBodySchema,
  response: orderResultSchema,
});
export const psPurchaseCall = defineCall(ENDPOINTS.psPurchase, {
  body: purchaseBodySchema,
  response: orderResultSchema,
});
export const rzPurchaseCall = defineCall(ENDPOINTS.rzPurchase, {
  body: purchaseBodySchema,
  response: orderResultSchema,
});
export const tpaPurchaseCall = defineCall(ENDPOINTS.tpaPurchase, {
  body: purchaseBodySchema,
  response: orderResultSchema,
});
export const soPurchaseCall = defineCall(ENDPOINTS.soPurchase, {
  body: purchaseBodySchema,
  response: soOrderResultSchema,
});
export const s1CreateSubscriptionCall = defineCall(ENDPOINTS.s1CreateSubscription, {
  body: s1CreateSubscriptionBodySchema,
  response: orderResultSchema,
});
export const gapPurchaseResultCall = defineCall(ENDPOINTS.gapPurchaseResult, {
  body: gapPurchaseBodySchema,
  response: orderResultSchema,
});

export const purchaseResultBodySchema = z
  .object({ order_id: orderIdField })
  .meta({ examples: [{ order_id: ORDER_ID_EXAMPLE }] });
export type PurchaseResultBody = z.input<typeof purchaseResultBodySchema>;

/** POST payment/v1/providers/<p>/purchase_result, for every provider that has one. */
export const purchaseResultCalls = Object.fromEntries(
  RESULT_PROVIDERS.map((provider) => [
    provider,
    defineCall(PURCHASE_RESULT_ENDPOINTS[provider], {
      body: purchaseResultBodySchema,
      response: orderResultSchema,
    }),
  ]),
) as {
  [P in ResultProviderId]: Call<
    (typeof PURCHASE_RESULT_ENDPOINTS)[P],
    typeof purchaseResultBodySchema,
    undefined,
    typeof orderResultSchema
  >;
};

const pageNumber = (name: string, max: number, fallback: number) =>
  z
    .string()
    .regex(/^[0-9]{1,6}$/, { error: `${name} must be a whole number from 1 to ${max}` })
    .transform(Number)
    .refine((value) => value >= 1 && value <= max, {
      error: `${name} must be a whole number from 1 to ${max}`,
    })
    .optional()
    .transform((value) => value ?? fallback);

export const subscriptionMyQuerySchema = z.object({
  status: z
    .enum(SUBSCRIPTION_FILTERS, {
      error: `status must be one of ${SUBSCRIPTION_FILTERS.join(", ")}`,
    })
    .default("all")
    .describe("all (default), active, upcoming (bought while another runs), expired, cancelled."),
  page: pageNumber("page", 10_000, 1).describe("1-based; 1 by default."),
  page_size: pageNumber("page_size", 50, 10).describe("1–50; 10 by default."),
});
/** The query a client sends: page numbers as numbers, or the strings a query string carries. */
export type SubscriptionMyQuery = Omit<
  z.input<typeof subscriptionMyQuerySchema>,
  "page" | "page_size"
> & { page?: number | string; page_size?: number | string };

export const subscriptionItemSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  plan_id: z.number().int(),
  plan_name: z.string(),
  duration_months: z.number().int(),
  provider: z.string(),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(SUBSCRIPTION_STATES),
  starts_at: z.string(),
  ends_at: z.string(),
  trial: z
    .boolean()
    .describe("The first period of a trial: amount is what it cost (0.00 when free)."),
  renews: z
    .boolean()
    .describe(
      "The renewal flag: on unless the buyer turned it off, a later subscription took it over or a renewal was declined.",
    ),
  renewal: renewalSchema,
  payment_method: z
    .object({
      provider: z.string(),
      brand: z.string().nullable().describe('The card brand when the provider said ("visa").'),
      last4: z.string().nullable().describe("The card's last four digits when the provider said."),
    })
    .describe("What the renewal is charged to: the provider of the order, and the card if known."),
});
export type Subscription = z.output<typeof subscriptionItemSchema>;

export const subscriptionPageSchema = z
  .object({
    list: z.array(subscriptionItemSchema),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    vip: z.object({ remain_time: z.number().int(), ends_at: z.string().nullable() }),
  })
  .meta({
    examples: [
      {
        list: [
          {
            id: "7c0d2b9e-1f4a-4e8b-b6d3-5a2c9e1f0b7d",
            order_id: ORDER_ID_EXAMPLE,
            plan_id: 2,
            plan_name: "12 months",
            duration_months: 12,
            provider: "ps",
            amount: "71.88",
            currency: "USD",
            status: "active",
            starts_at: "2026-11-18T09:30:00.000Z",
            ends_at: "2027-11-18T09:30:00.000Z",
            trial: false,
            renews: true,
            renewal: { amount: "71.88", currency: "USD" },
            payment_method: { provider: "ps", brand: null, last4: null },
          },
        ],
        total: 1,
        page: 1,
        page_size: 10,
        vip: { remain_time: 31_536_000, ends_at: "2027-11-18T09:30:00.000Z" },
      },
    ],
  });
export type SubscriptionPage = z.output<typeof subscriptionPageSchema>;

export const subscriptionMyCall = defineCall(ENDPOINTS.subscriptionMy, {
  query: subscriptionMyQuerySchema,
  response: subscriptionPageSchema,
});

export const subscriptionSetRenewalBodySchema = z
  .object({
    subscription_id: z
      .uuid({ error: "subscription_id must be the id of one of your subscriptions" })
      .describe("The id subscription_my lists."),
    renew: z
      .boolean({ error: "renew must be true (renew at ends_at) or false (end at ends_at)" })
      .describe("false: the period runs to ends_at and nothing is charged then; true: it renews."),
  })
  .meta({ examples: [{ subscription_id: "7c0d2b9e-1f4a-4e8b-b6d3-5a2c9e1f0b7d", renew: false }] });
export type SubscriptionSetRenewalBody = z.input<typeof subscriptionSetRenewalBodySchema>;

/**
 * The subscription after its renewal was turned off or on. Idempotent:
 * asking for the state it is in answers it unchanged (and mails nothing).
 * 404 for a subscription that is not the caller's; 409 for one that has
 * ended, or, to turn on, one a later subscription took the renewal over from.
 */
export const subscriptionSetRenewalCall = defineCall(ENDPOINTS.subscriptionSetRenewal, {
  body: subscriptionSetRenewalBodySchema,
  response: subscriptionItemSchema.meta({
    examples: [
      {
        id: "7c0d2b9e-1f4a-4e8b-b6d3-5a2c9e1f0b7d",
        order_id: ORDER_ID_EXAMPLE,
        plan_id: 25,
        plan_name: "1 month",
        duration_months: 1,
        provider: "s1",
        amount: "0.00",
        currency: "USD",
        status: "active",
        starts_at: "2026-11-18T09:30:00.000Z",
        ends_at: "2026-12-18T09:30:00.000Z",
        trial: true,
        renews: false,
        renewal: null,
        payment_method: { provider: "s1", brand: "visa", last4: "4242" },
      },
    ],
  }),
});
