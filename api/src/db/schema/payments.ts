import { CPS_TYPES, ORDER_STATUSES, PROVIDER_IDS } from "@mvpn/contract/constants";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./account.js";

/**
 * Payments: the plans on sale and their price per currency, the orders a
 * purchase creates, and the subscriptions a paid order grants. Amounts are
 * integer minor units (cents); the `currency` columns hold ISO 4217 codes.
 * See docs/payments.md for the flows.
 */

/** A list of the contract's for a check constraint: 'a','b','c'. */
const sqlList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(","));

/** Status of an order; see ORDER_STATUSES in payments/order-status.ts for what each means. */
const ORDER_STATUS_SQL = sqlList(ORDER_STATUSES);
const PROVIDER_SQL = sqlList(PROVIDER_IDS);

/**
 * One plan on sale. `plan_set` groups the plans shown together: "default", or
 * an affiliate set (e.g. "cj") selected by the X-From header. `product_type`
 * is the application type (SPEC.md §3 product table; the web site is 501).
 * The id is public and stable: the site and the price-localisation call use it
 * as the product id.
 */
export const plans = pgTable(
  "plans",
  {
    id: integer("id").primaryKey(),
    planSet: text("plan_set").notNull().default("default"),
    productType: integer("product_type").notNull(),
    name: text("name").notNull(),
    durationMonths: integer("duration_months").notNull(),
    /** The unit price_amount is quoted per (the plan list shows "$4.99 / month"). */
    priceUnit: text("price_unit").notNull().default("month"),
    sortOrder: integer("sort_order").notNull().default(0),
    isRecommended: boolean("is_recommended").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("plans_product_set_idx").on(table.productType, table.planSet),
    check("plans_duration_positive", sql`${table.durationMonths} > 0`),
  ],
);

/**
 * The price of a plan in one currency. `amount_minor` is what the buyer pays
 * for the whole term; `list_amount_minor` the undiscounted price of the same
 * term (the 1-month price × months), from which the discount is derived;
 * `trial_amount_minor` the price of a first period when the plan has a trial.
 */
export const planPrices = pgTable(
  "plan_prices",
  {
    planId: integer("plan_id")
      .notNull()
      .references(() => plans.id, { onDelete: "cascade" }),
    currency: text("currency").notNull(),
    amountMinor: integer("amount_minor").notNull(),
    listAmountMinor: integer("list_amount_minor").notNull(),
    trialAmountMinor: integer("trial_amount_minor"),
  },
  (table) => [
    primaryKey({ columns: [table.planId, table.currency] }),
    check("plan_prices_currency_code", sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check(
      "plan_prices_amounts_valid",
      sql`${table.amountMinor} > 0 and ${table.listAmountMinor} >= ${table.amountMinor} and (${table.trialAmountMinor} is null or ${table.trialAmountMinor} >= 0)`,
    ),
  ],
);

/**
 * One attempt to buy a plan through one provider. The amount and currency
 * are copied from the price table when the order is created, so a later price
 * change never alters what an open order charges. `idempotency_key` (the
 * Idempotency-Key header) is unique per user, so a double click creates one
 * order. `cps_type`/`cps_cookie` carry the affiliate attribution (`_cps`).
 */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    planId: integer("plan_id")
      .notNull()
      .references(() => plans.id),
    provider: text("provider").notNull(),
    amountMinor: integer("amount_minor").notNull(),
    currency: text("currency").notNull(),
    status: text("status").notNull().default("created"),
    /** The provider's id for this payment (checkout session, charge…). */
    providerRef: text("provider_ref"),
    cpsType: text("cps_type"),
    cpsCookie: text("cps_cookie"),
    idempotencyKey: text("idempotency_key"),
    /**
     * Priced as a trial's first period (the buyer looked eligible when the
     * order was created). Whatever the amount: the grant checks eligibility
     * again and records it in trial_grants.
     */
    trial: boolean("trial").notNull().default(false),
    /**
     * The buyer's browser (the signed `mvpn_device` cookie's id) of an order
     * priced as a trial; null otherwise. Claimed in trial_grants when paid.
     */
    deviceId: text("device_id"),
    /**
     * What the renewal job charges for each next period: a trial's term price,
     * or the plan's undiscounted term (what the checkout says it renews at),
     * copied like the amount so that a later price change never alters what
     * the buyer was told. Null only on orders of databases before migration
     * 0008 that it could not fill in.
     */
    renewalAmountMinor: integer("renewal_amount_minor"),
    /**
     * The subscription whose period this order renews (the renewal job made
     * it); null on orders a buyer placed. UNIQUE: one renewal order per
     * subscription period, so two instances running the job at once charge
     * once (docs/payments.md "Renewal").
     */
    renewsSubscriptionId: uuid("renews_subscription_id")
      .unique("orders_renews_subscription_unique")
      .references((): AnyPgColumn => subscriptions.id),
    /** The card the provider charged, when it says (brand and last four digits); shown in My account. */
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    /** Same-origin path the provider's page sends the buyer back to. */
    returnPath: text("return_path").notNull().default("/paystatus"),
    /** Where the buyer completes the payment (hosted page, verification page), if anywhere. */
    actionUrl: text("action_url"),
    /** Why the provider refused, in words a buyer may read ("Your card was declined."). */
    failureReason: text("failure_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [
    unique("orders_user_idempotency_key").on(table.userId, table.idempotencyKey),
    unique("orders_provider_ref").on(table.provider, table.providerRef),
    index("orders_user_created_idx").on(table.userId, table.createdAt),
    check("orders_status_known", sql`${table.status} in (${ORDER_STATUS_SQL})`),
    check("orders_provider_known", sql`${table.provider} in (${PROVIDER_SQL})`),
    check(
      "orders_cps_type_known",
      sql`${table.cpsType} is null or ${table.cpsType} in (${sqlList(CPS_TYPES)})`,
    ),
    // Only a free trial's first period is free: every other order charges something.
    check(
      "orders_amount_positive",
      sql`${table.amountMinor} > 0 or (${table.trial} and ${table.amountMinor} = 0)`,
    ),
    check(
      "orders_renewal_amount_positive",
      sql`${table.renewalAmountMinor} is null or ${table.renewalAmountMinor} > 0`,
    ),
  ],
);

/**
 * VIP time granted by one paid order. `order_id` is UNIQUE: however many
 * times a result is reported, concurrently or not, an order grants at most one
 * subscription. A subscription bought while another runs starts when that one
 * ends, so the VIP end is the latest `ends_at`.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    planId: integer("plan_id")
      .notNull()
      .references(() => plans.id),
    orderId: uuid("order_id")
      .notNull()
      .unique("subscriptions_order_id_unique")
      .references(() => orders.id),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** "active", or "cancelled" when refunded; expiry is read from ends_at. */
    status: text("status").notNull().default("active"),
    /**
     * Whether the plan is charged again at ends_at for the next period (the
     * renewal job, payments/subscriptions/renewal-job.ts). On for every new
     * subscription; the buyer turns it off and on in My account; a later
     * subscription of the same user takes it over (the one that runs last
     * renews); a declined renewal turns it off.
     */
    renews: boolean("renews").notNull().default(true),
    /** When the buyer last turned the renewal off; null while it renews. */
    renewalCancelledAt: timestamp("renewal_cancelled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("subscriptions_user_ends_idx").on(table.userId, table.endsAt),
    // The renewal job's scan: renewing subscriptions by end.
    index("subscriptions_renewing_ends_idx")
      .on(table.endsAt)
      .where(sql`${table.renews} and ${table.status} = 'active'`),
    check("subscriptions_status_known", sql`${table.status} in ('active','cancelled')`),
    check("subscriptions_period_valid", sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/**
 * The one trial of an account: written in the transaction that grants the
 * subscription of an order priced as a trial. `user_id` is the primary key,
 * and `device_id` is UNIQUE, so of any number of such orders paid, even at
 * the same moment, by one account or from one browser, one grants and the
 * others are declined (docs/payments.md "The trial price").
 */
export const trialGrants = pgTable("trial_grants", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id),
  orderId: uuid("order_id")
    .notNull()
    .unique("trial_grants_order_id_unique")
    .references(() => orders.id),
  /**
   * The browser the trial was bought from (the order's device_id), UNIQUE: a
   * second account in the same browser cannot claim one, even at the same
   * moment. Null for an order that carried none (before the cookie existed).
   */
  deviceId: text("device_id").unique("trial_grants_device_id_unique"),
  grantedAt: timestamp("granted_at", { withTimezone: true }).notNull(),
});

/**
 * The sandbox providers' own records: what a real provider keeps on its side
 * (a checkout session, a charge). The sandbox adapters read and write only
 * this table; the order moves when the api asks the adapter for the result,
 * exactly as with a real provider.
 */
export const sandboxPayments = pgTable(
  "sandbox_payments",
  {
    ref: text("ref").primaryKey(),
    provider: text("provider").notNull(),
    orderId: uuid("order_id").notNull(),
    amountMinor: integer("amount_minor").notNull(),
    currency: text("currency").notNull(),
    /** pending | requires_action | succeeded | declined | abandoned */
    status: text("status").notNull(),
    /** Provider-specific extras (card last 4 digits, decline code…). */
    details: jsonb("details").$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("sandbox_payments_order_idx").on(table.orderId)],
);

/**
 * Card tokens of the s1 sandbox (POST /sandbox/s1/tokens): the card number is
 * never stored, only its last 4 digits and what the test card does. A token
 * pays once.
 */
export const sandboxCardTokens = pgTable("sandbox_card_tokens", {
  id: text("id").primaryKey(),
  last4: text("last4").notNull(),
  brand: text("brand").notNull(),
  /** succeed | decline | verify (see payments/s1/test-cards.ts) */
  behaviour: text("behaviour").notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  /** The order that spent the token: a retry of that order may present it again. */
  usedByOrder: uuid("used_by_order"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});

export type PlanRow = typeof plans.$inferSelect;
export type PlanPriceRow = typeof planPrices.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;
