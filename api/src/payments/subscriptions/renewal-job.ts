import { randomUUID } from "node:crypto";
import { and, asc, eq, exists, gt, inArray, isNull, lte, not, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AppDb } from "../../db/database.js";
import {
  type OrderRow,
  orders,
  type SubscriptionRow,
  subscriptions,
} from "../../db/schema/index.js";
import type { Clock } from "../clock.js";
import { isOpenStatus, OPEN_STATUSES } from "../order-status.js";
import type { AdapterLookup, OrdersService } from "../orders/orders-service.js";
import type { ProviderId } from "../providers.js";
import { renewalAmountOf } from "./renewal.js";
import { mailRenewalNews, type RenewalMailer } from "./renewal-mail.js";

/** Subscriptions one run takes on; the next run takes the rest. */
const BATCH = 50;

export interface RenewalRun {
  renewed: number;
  declined: number;
  /** Left for the next run: the provider is not available, or it has not answered yet. */
  waiting: number;
}

interface Logger {
  error(object: object, message: string): void;
}

/**
 * The renewal job (docs/payments.md "Renewal"). At a subscription's
 * `ends_at`, when its renewal is on and it is the user's last subscription,
 * it charges the term price to the method saved with the order that paid
 * for it, through that order's provider, and the paid renewal order grants
 * the next period (in the transaction that marks it paid: OrdersService).
 * A declined renewal turns the renewal off (the subscription ends at its
 * `ends_at`) and mails the buyer.
 *
 * Never twice: the renewal order is unique per subscription
 * (orders.renews_subscription_id), so of two instances running at once one
 * inserts it and the other finds it; both may then ask the provider, which
 * charges once per renewal order id (the adapters' idempotency), and the
 * order is marked paid, and the period granted, exactly once. A run that
 * died between the insert and the charge is picked up by the next one,
 * since an open renewal order still counts as to do.
 */
export class RenewalJob {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<unknown> | undefined;

  constructor(
    private readonly deps: {
      db: AppDb;
      clock: Clock;
      orders: OrdersService;
      adapterOf: AdapterLookup;
      /** Where the declined-renewal mail goes; none in unit tests that do not look. */
      mail?: RenewalMailer;
      log?: Logger;
    },
  ) {}

  /** Runs every `intervalMs` in this process until stop(); a run still going is not overlapped. */
  start(intervalMs: number): void {
    if (this.#timer || intervalMs <= 0) return;
    this.#timer = setInterval(() => {
      if (this.#running) return;
      this.#running = this.runOnce()
        .catch((error: unknown) => this.deps.log?.error({ err: error }, "renewal job run failed"))
        .finally(() => {
          this.#running = undefined;
        });
    }, intervalMs);
    // The job must not keep a process alive that has nothing else to do.
    this.#timer.unref();
  }

  /** Stops the interval and waits for a run in progress (SIGTERM: app.close). */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }

  /** One pass over the subscriptions due at the clock's now. */
  async runOnce(): Promise<RenewalRun> {
    const run: RenewalRun = { renewed: 0, declined: 0, waiting: 0 };
    for (const subscription of await this.due()) {
      try {
        run[await this.renew(subscription)] += 1;
      } catch (error) {
        run.waiting += 1;
        this.deps.log?.error(
          { err: error, subscriptionId: subscription.id },
          "could not renew a subscription",
        );
      }
    }
    return run;
  }

  /**
   * Renewing subscriptions whose end has come, that no later subscription of
   * the user follows, and whose renewal order is missing or still open.
   */
  private async due(): Promise<SubscriptionRow[]> {
    const now = this.deps.clock.now();
    const later = alias(subscriptions, "later");
    const decided = exists(
      this.deps.db
        .select({ one: sql`1` })
        .from(orders)
        .where(
          and(
            eq(orders.renewsSubscriptionId, subscriptions.id),
            not(inArray(orders.status, [...OPEN_STATUSES])),
          ),
        ),
    );
    const followed = exists(
      this.deps.db
        .select({ one: sql`1` })
        .from(later)
        .where(
          and(
            eq(later.userId, subscriptions.userId),
            eq(later.status, "active"),
            gt(later.endsAt, subscriptions.endsAt),
          ),
        ),
    );
    return this.deps.db
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.status, "active"),
          eq(subscriptions.renews, true),
          lte(subscriptions.endsAt, now),
          not(decided),
          not(followed),
        ),
      )
      .orderBy(asc(subscriptions.endsAt))
      .limit(BATCH);
  }

  private async renew(subscription: SubscriptionRow): Promise<keyof RenewalRun> {
    const { db, orders: service } = this.deps;
    const [paid] = await db.select().from(orders).where(eq(orders.id, subscription.orderId));
    if (!paid) throw new Error(`subscription ${subscription.id} names a missing order`);
    const adapter = this.deps.adapterOf(paid.provider as ProviderId);
    // A provider switched off for now is no reason to end anyone's subscription.
    if (!adapter) return "waiting";

    const renewal = await this.renewalOrder(subscription, paid);
    if (!isOpenStatus(renewal.status)) {
      return renewal.status === "succeeded" ? "renewed" : "declined";
    }
    const charge = await adapter.chargeRenewal(
      await service.forProvider(renewal),
      await service.forProvider(paid),
    );
    await db
      .update(orders)
      .set({ providerRef: charge.providerRef, updatedAt: this.deps.clock.now() })
      .where(and(eq(orders.id, renewal.id), isNull(orders.providerRef)));
    const { order } = await service.apply(
      { ...renewal, providerRef: charge.providerRef },
      charge.result,
    );
    if (order.status === "succeeded") return "renewed";
    if (order.status !== "declined" && order.status !== "abandoned") return "waiting";
    await this.end(subscription);
    return "declined";
  }

  /** The renewal order of this period: made now, or the one an earlier or concurrent run made. */
  private async renewalOrder(subscription: SubscriptionRow, paid: OrderRow): Promise<OrderRow> {
    const now = this.deps.clock.now();
    const [made] = await this.deps.db
      .insert(orders)
      .values({
        id: randomUUID(),
        userId: subscription.userId,
        planId: subscription.planId,
        provider: paid.provider,
        amountMinor: renewalAmountOf(paid),
        // The period after this one renews at the same price.
        renewalAmountMinor: renewalAmountOf(paid),
        currency: paid.currency,
        status: "created",
        renewsSubscriptionId: subscription.id,
        cardBrand: paid.cardBrand,
        cardLast4: paid.cardLast4,
        returnPath: "/myaccount",
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: orders.renewsSubscriptionId })
      .returning();
    if (made) return made;
    const [earlier] = await this.deps.db
      .select()
      .from(orders)
      .where(eq(orders.renewsSubscriptionId, subscription.id));
    if (!earlier) throw new Error(`renewal order of subscription ${subscription.id} vanished`);
    return earlier;
  }

  /** A declined renewal: the subscription ends at its ends_at, and its buyer is told, once. */
  private async end(subscription: SubscriptionRow): Promise<void> {
    const [ended] = await this.deps.db
      .update(subscriptions)
      .set({ renews: false })
      .where(and(eq(subscriptions.id, subscription.id), eq(subscriptions.renews, true)))
      .returning();
    if (!ended || !this.deps.mail) return;
    await mailRenewalNews(this.deps.mail, subscription.userId, {
      kind: "declined",
      endsAt: subscription.endsAt,
    }).catch((error: unknown) => {
      this.deps.log?.error({ err: error }, "could not mail a declined renewal");
    });
  }
}
