import { randomUUID } from "node:crypto";
import { isCurrency, TRIAL_USED_REASON } from "@mvpn/contract/constants";
import { and, eq, inArray, lt, ne } from "drizzle-orm";
import type { AppDb } from "../../db/database.js";
import {
  type OrderRow,
  orders,
  type PlanPriceRow,
  type SubscriptionRow,
  subscriptions,
} from "../../db/schema/index.js";
import { ApiError, conflict, forbidden, notFound } from "../../http/envelope.js";
import type { OrderForProvider, PaymentAdapter, PaymentInput, ProviderResult } from "../adapter.js";
import type { Clock } from "../clock.js";
import {
  CHECKOUT_TIMEOUT_MS,
  isOpenStatus,
  OPEN_STATUSES,
  type OrderStatus,
} from "../order-status.js";
import { OPEN_PLAN_SETS, type PlanCatalog, TRIAL_PLAN_SET } from "../plans/plan-catalog.js";
import type { ProviderId } from "../providers.js";
import { returnUrlFor } from "../return-url.js";
import { grantSubscription } from "../subscriptions/subscriptions.js";
import { claimTrial, hadTrialOrSubscription } from "../subscriptions/trial.js";
import type { NewOrder } from "./order-input.js";

/** An order with the subscription it granted, if it did. */
export interface OrderOutcome {
  order: OrderRow;
  subscription: SubscriptionRow | null;
}

/** Looks up the adapter of a provider; undefined when the provider is not available. */
export type AdapterLookup = (provider: ProviderId) => PaymentAdapter | undefined;

/** Who may see an order: its buyer, through the calls of its provider. */
export interface OrderOwner {
  userId: number;
  provider?: ProviderId;
}

export const PROVIDER_UNAVAILABLE = "This payment method is not available at the moment.";

/**
 * Orders from creation to outcome. The rules that keep money and VIP time
 * honest live here:
 *
 * - one order per Idempotency-Key (or client order id) and user;
 * - a successful result grants the subscription exactly once per order: the
 *   order moves to succeeded with a conditional UPDATE … WHERE status <>
 *   'succeeded' RETURNING inside the transaction that grants, so of any
 *   number of concurrent reports only one gets the row back and grants;
 *   subscriptions.order_id is UNIQUE besides;
 * - declined, abandoned and expired orders grant nothing, and only an open
 *   order can become one (a paid order is never "declined" afterwards);
 * - the trial price is granted once per account and per browser: an order
 *   priced as a trial claims the account's trial_grants row, with its device
 *   id, in the transaction that grants, and is declined (TRIAL_USED_REASON,
 *   nothing granted) when another order already did, for the account or
 *   from that browser, or the account has had a subscription.
 */
export class OrdersService {
  constructor(
    private readonly db: AppDb,
    private readonly clock: Clock,
    private readonly catalog: PlanCatalog,
    private readonly adapterOf: AdapterLookup,
  ) {}

  /**
   * Creates the order, or returns the one an earlier call with the same
   * Idempotency-Key / order id created (`created: false`).
   *
   * @throws ApiError 404 for an unknown plan, one not sold in that currency or
   *   one of another app's product (X-App-Type),
   *   403 for a plan of an affiliate set the buyer did not come through,
   *   409 when the key or order id belongs to a different purchase.
   */
  async create(input: NewOrder): Promise<{ order: OrderRow; created: boolean }> {
    const offer = await this.catalog.find(input.planId, input.currency);
    if (!offer) {
      throw notFound(`Plan ${input.planId} is not on sale in ${input.currency}.`);
    }
    if (offer.plan.productType !== input.appType) {
      throw notFound(
        `Plan ${input.planId} is not sold to this app: choose one of the plans it lists.`,
      );
    }
    const planSet = offer.plan.planSet;
    if (!OPEN_PLAN_SETS.has(planSet) && planSet !== input.affiliate) {
      throw forbidden(
        `Plan ${input.planId} is an offer of a partner site: open the pricing page through that partner's link to buy it.`,
      );
    }
    const now = this.clock.now();
    const id = input.orderId ?? randomUUID();
    const deviceId = input.deviceId ?? null;
    const { amountMinor, trial } = await this.firstCharge(
      input.userId,
      deviceId,
      offer.price,
      planSet,
    );
    const [inserted] = await this.db
      .insert(orders)
      .values({
        id,
        userId: input.userId,
        planId: input.planId,
        provider: input.provider,
        amountMinor,
        trial,
        deviceId: trial ? deviceId : null,
        // What each next period charges: a trial's term price, else the
        // undiscounted term, which the pricing cards and the checkout say the
        // plan renews at (the introductory discount is the first term's).
        renewalAmountMinor: trial ? offer.price.amountMinor : offer.price.listAmountMinor,
        currency: input.currency,
        status: "created",
        cpsType: input.cps?.type ?? null,
        cpsCookie: input.cps?.cookie ?? null,
        idempotencyKey: input.idempotencyKey ?? null,
        returnPath: input.returnPath ?? "/paystatus",
        createdAt: now,
        updatedAt: now,
      })
      // Any unique violation (id, or user + key) means "asked before".
      .onConflictDoNothing()
      .returning();
    if (inserted) return { order: inserted, created: true };

    const existing = await this.findEarlier(input, id);
    if (!existing || existing.userId !== input.userId) {
      throw conflict("This order id is already in use. Please start the purchase again.");
    }
    if (existing.planId !== input.planId || existing.provider !== input.provider) {
      throw conflict("This Idempotency-Key or order id was already used for a different purchase.");
    }
    return { order: existing, created: false };
  }

  /**
   * Hands the order to its provider (hosted checkout, card charge, wallet
   * token) unless that already happened, and applies an immediate answer.
   * Safe to call again for the same order: adapters are idempotent per order.
   */
  async start(order: OrderRow, input: PaymentInput = {}): Promise<OrderOutcome> {
    // Only a new order goes to the provider; a repeated call answers what is.
    // An open order that an earlier call with the same key handed over may
    // still be on its way (that call charged, and has not recorded the charge
    // yet): ask the provider, as a result poll does, instead of answering the
    // row as it was read here; a concurrent repeat once said "not paid".
    if (order.status !== "created" || order.providerRef !== null) {
      return isOpenStatus(order.status) ? this.sync(order.id) : this.outcome(order);
    }
    const adapter = this.requireAdapter(order.provider);
    // A trial-priced order of an account that has meanwhile had its trial is
    // declined before the provider charges anything (the payment would be).
    if (order.trial && (await hadTrialOrSubscription(this.db, order.userId, order.deviceId))) {
      return this.apply(order, { status: "declined", reason: TRIAL_USED_REASON });
    }
    const providerOrder = await this.forProvider(order);
    const start = await adapter.createPayment(providerOrder, input);
    const actionUrl =
      start.kind === "redirect"
        ? start.url
        : start.kind === "charged"
          ? (start.result.actionUrl ?? null)
          : null;
    const [handed] = await this.db
      .update(orders)
      .set({ providerRef: start.providerRef, actionUrl, updatedAt: this.clock.now() })
      .where(and(eq(orders.id, order.id), inArray(orders.status, [...OPEN_STATUSES])))
      .returning();
    const current = handed ?? (await this.get(order.id));
    const result: ProviderResult = start.kind === "charged" ? start.result : { status: "pending" };
    return this.apply(current, result);
  }

  /**
   * Asks the provider how an open order stands and records the answer
   * (purchase_result, the sandbox pages, webhooks). A decided order is
   * returned as it is, without asking.
   *
   * @param owner when given, an order of someone else, or of another
   *   provider, answers 404 like a missing one.
   */
  async sync(orderId: string, owner?: OrderOwner): Promise<OrderOutcome> {
    const order = await this.get(orderId, owner);
    // Never handed to a provider: nobody to ask, only the clock decides.
    if (order.status === "created" && order.providerRef === null) return this.expireIfStale(order);
    if (!isOpenStatus(order.status)) return this.outcome(order);
    const adapter = this.requireAdapter(order.provider);
    const result = await adapter.fetchResult(await this.forProvider(order));
    return this.apply(order, result);
  }

  /** The order with its subscription, as it stands. */
  async find(orderId: string, owner?: OrderOwner): Promise<OrderOutcome> {
    return this.outcome(await this.get(orderId, owner));
  }

  /** Records what the provider said. Only open orders move; a paid one never goes back. */
  async apply(order: OrderRow, result: ProviderResult): Promise<OrderOutcome> {
    if (result.status === "succeeded") return this.markSucceeded(order.id, result.method);
    const now = this.clock.now();
    const terminal = result.status === "declined" || result.status === "abandoned";
    const next: OrderStatus = result.status;
    if (order.status === next && !terminal) return this.outcome(order);
    const [moved] = await this.db
      .update(orders)
      .set({
        status: next,
        updatedAt: now,
        ...(terminal && { completedAt: now, failureReason: result.reason ?? null }),
        ...(result.actionUrl !== undefined && { actionUrl: result.actionUrl }),
        ...cardOf(result.method),
      })
      .where(and(eq(orders.id, order.id), inArray(orders.status, [...OPEN_STATUSES])))
      .returning();
    return this.outcome(moved ?? (await this.get(order.id)));
  }

  /**
   * The one place an order becomes paid. Of any number of concurrent callers
   * exactly one gets the row back from the conditional UPDATE and grants the
   * subscription in the same transaction; the others find it succeeded.
   * A payment reported after the order was abandoned still counts: the
   * provider took the money. An order priced as a trial grants only if it
   * claims the account's trial (claimTrial, in this transaction); otherwise
   * it ends declined with TRIAL_USED_REASON and nothing else is written.
   */
  private async markSucceeded(
    orderId: string,
    method?: ProviderResult["method"],
  ): Promise<OrderOutcome> {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const [won] = await tx
        .update(orders)
        .set({
          status: "succeeded",
          completedAt: now,
          updatedAt: now,
          failureReason: null,
          ...cardOf(method),
        })
        .where(and(eq(orders.id, orderId), ne(orders.status, "succeeded")))
        .returning();
      if (!won) return;
      if (won.trial && !(await claimTrial(tx, won, now))) {
        await tx
          .update(orders)
          .set({ status: "declined", failureReason: TRIAL_USED_REASON })
          .where(eq(orders.id, won.id));
        return;
      }
      await grantSubscription(tx, won, now);
    });
    return this.outcome(await this.get(orderId));
  }

  /**
   * What this order charges: the term price, or the trial price of a plan
   * with a trial when the buyer has never had a trial or a subscription and
   * the browser has not had a trial (a trial is for new customers, once). Only a quote: the payment checks
   * again (markSucceeded), since orders opened together all look eligible.
   *
   * The free trial's plan (plan set `trial`) has no price but the trial's: a
   * buyer who is not eligible gets an order marked trial all the same, which
   * `start` declines with TRIAL_USED_REASON before any provider is asked, so
   * the checkout says why instead of charging a month the buyer came for free.
   */
  private async firstCharge(
    userId: number,
    deviceId: string | null,
    price: PlanPriceRow,
    planSet: string,
  ): Promise<{ amountMinor: number; trial: boolean }> {
    if (price.trialAmountMinor === null) return { amountMinor: price.amountMinor, trial: false };
    if (planSet === TRIAL_PLAN_SET) return { amountMinor: price.trialAmountMinor, trial: true };
    if (await hadTrialOrSubscription(this.db, userId, deviceId)) {
      return { amountMinor: price.amountMinor, trial: false };
    }
    return { amountMinor: price.trialAmountMinor, trial: true };
  }

  private async expireIfStale(order: OrderRow): Promise<OrderOutcome> {
    const cutoff = new Date(this.clock.now().getTime() - CHECKOUT_TIMEOUT_MS);
    if (order.createdAt >= cutoff) return this.outcome(order);
    const now = this.clock.now();
    const [expired] = await this.db
      .update(orders)
      .set({ status: "expired", completedAt: now, updatedAt: now })
      .where(
        and(eq(orders.id, order.id), eq(orders.status, "created"), lt(orders.createdAt, cutoff)),
      )
      .returning();
    return this.outcome(expired ?? (await this.get(order.id)));
  }

  private async get(orderId: string, owner?: OrderOwner): Promise<OrderRow> {
    const [order] = await this.db.select().from(orders).where(eq(orders.id, orderId));
    const foreign =
      owner !== undefined &&
      (order?.userId !== owner.userId ||
        (owner.provider !== undefined && order?.provider !== owner.provider));
    if (!order || foreign) {
      throw notFound("Order not found.");
    }
    return order;
  }

  private async findEarlier(input: NewOrder, id: string): Promise<OrderRow | undefined> {
    if (input.idempotencyKey !== undefined) {
      const [byKey] = await this.db
        .select()
        .from(orders)
        .where(
          and(eq(orders.userId, input.userId), eq(orders.idempotencyKey, input.idempotencyKey)),
        );
      if (byKey) return byKey;
    }
    const [byId] = await this.db.select().from(orders).where(eq(orders.id, id));
    return byId;
  }

  private async outcome(order: OrderRow): Promise<OrderOutcome> {
    if (order.status !== "succeeded") return { order, subscription: null };
    const [subscription] = await this.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.orderId, order.id));
    return { order, subscription: subscription ?? null };
  }

  private requireAdapter(provider: string): PaymentAdapter {
    const adapter = this.adapterOf(provider as ProviderId);
    if (!adapter) throw new ApiError(503, 503, PROVIDER_UNAVAILABLE);
    return adapter;
  }

  /** The order as its provider's adapter is told about it. */
  async forProvider(order: OrderRow): Promise<OrderForProvider> {
    const offer = isCurrency(order.currency)
      ? await this.catalog.find(order.planId, order.currency)
      : undefined;
    const returnUrl = returnUrlFor(order.returnPath, order.id, order.provider);
    return {
      id: order.id,
      provider: order.provider as ProviderId,
      amountMinor: order.amountMinor,
      currency: order.currency,
      planId: order.planId,
      planName: offer?.plan.name ?? `Plan ${order.planId}`,
      renewalAmountMinor: order.renewalAmountMinor,
      durationMonths: offer?.plan.durationMonths ?? 0,
      providerRef: order.providerRef,
      returnUrl,
      createdAt: order.createdAt,
    };
  }
}

/** The card columns of an order, when the provider said which card it charged. */
function cardOf(method: ProviderResult["method"]): { cardBrand?: string; cardLast4?: string } {
  return method ? { cardBrand: method.brand, cardLast4: method.last4 } : {};
}
