import { and, eq, lt, sql } from "drizzle-orm";
import type { AppDb } from "../../db/database.js";
import { type SandboxPaymentRow, sandboxPayments } from "../../db/schema/payments.js";
import type { OrderForProvider, ProviderResult } from "../adapter.js";
import type { Clock } from "../clock.js";
import { CHECKOUT_TIMEOUT_MS } from "../order-status.js";
import type { ProviderId } from "../providers.js";

export const NO_SAVED_METHOD = "No payment method is saved for this subscription.";
export const RENEWAL_TURNED_OFF = "The renewal of this subscription is turned off.";
export const SAVED_METHOD_DECLINED = "Your saved payment method was declined.";

/** Statuses a sandbox payment can have on the "provider's side". */
export type SandboxStatus = ProviderResult["status"];

const OPEN: readonly SandboxStatus[] = ["pending", "requires_action"];

/**
 * The sandbox providers' own book of payments (one row per order and
 * provider), standing in for what a real provider keeps on its servers. A
 * payment left open longer than CHECKOUT_TIMEOUT_MS counts as abandoned, the
 * way a real hosted checkout session expires when the buyer walks away.
 */
export class SandboxLedger {
  constructor(
    private readonly db: AppDb,
    private readonly clock: Clock,
  ) {}

  /** The provider reference of an order: one per order, so retries reuse it. */
  static refFor(provider: ProviderId, orderId: string): string {
    return `sbx_${provider}_${orderId.replaceAll("-", "")}`;
  }

  /**
   * Opens (or finds, on a retry) the payment of an order. Returns the row as
   * it stands, so a retry after a decision sees that decision.
   */
  async open(
    order: OrderForProvider,
    status: SandboxStatus,
    details: Record<string, string> = {},
  ): Promise<SandboxPaymentRow> {
    const now = this.clock.now();
    const ref = SandboxLedger.refFor(order.provider, order.id);
    // A free trial takes nothing today: the provider keeps the payment method
    // as a mandate for the renewal (a card saved, a wallet or account agreed),
    // as a real provider's setup flow does instead of a charge of 0 (ADR 0026).
    const mandate: Record<string, string> =
      order.amountMinor === 0 && order.renewalAmountMinor !== null
        ? { mandate: "renewal", renewal_amount_minor: String(order.renewalAmountMinor) }
        : {};
    await this.db
      .insert(sandboxPayments)
      .values({
        ref,
        provider: order.provider,
        orderId: order.id,
        amountMinor: order.amountMinor,
        currency: order.currency,
        status,
        details: { ...details, ...mandate },
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: sandboxPayments.ref });
    const row = await this.find(ref);
    if (!row) throw new Error(`sandbox payment ${ref} vanished`);
    return row;
  }

  /** The payment as it stands, with an open one past its timeout turned abandoned. */
  async find(ref: string): Promise<SandboxPaymentRow | undefined> {
    const [row] = await this.db.select().from(sandboxPayments).where(eq(sandboxPayments.ref, ref));
    // Read first, write only when the timeout has passed: polling stays one query.
    if (!row || !OPEN.includes(row.status as SandboxStatus) || !this.timedOut(row)) return row;
    await this.abandonIfTimedOut(ref);
    const [after] = await this.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.ref, ref));
    return after;
  }

  /**
   * The buyer's decision on the sandbox page. Only an open payment can be
   * decided (a second click, or a click after the timeout, changes nothing);
   * returns the row as it stands afterwards.
   */
  async decide(
    ref: string,
    status: Exclude<SandboxStatus, "pending" | "requires_action">,
    details: Record<string, string> = {},
  ): Promise<SandboxPaymentRow | undefined> {
    await this.abandonIfTimedOut(ref);
    await this.db
      .update(sandboxPayments)
      .set({
        status,
        details: sql`${sandboxPayments.details} || ${JSON.stringify(details)}::jsonb`,
        updatedAt: this.clock.now(),
      })
      .where(and(eq(sandboxPayments.ref, ref), inOpen()));
    const [row] = await this.db.select().from(sandboxPayments).where(eq(sandboxPayments.ref, ref));
    return row;
  }

  /**
   * The buyer turned the renewal of the subscription this payment paid for
   * off or on: kept in the payment's details (`renewal`, `renewal_changed_at`),
   * where a real provider keeps its subscription's schedule.
   */
  async recordRenewal(ref: string, renew: boolean): Promise<void> {
    const details = {
      renewal: renew ? "on" : "off",
      renewal_changed_at: this.clock.now().toISOString(),
    };
    await this.db
      .update(sandboxPayments)
      .set({
        details: sql`${sandboxPayments.details} || ${JSON.stringify(details)}::jsonb`,
        updatedAt: this.clock.now(),
      })
      .where(eq(sandboxPayments.ref, ref));
  }

  /**
   * Charges `renewal` to the method saved with the payment `mandateRef`: one
   * row per renewal order (its ref), so charging again answers the first
   * charge. Declined when that payment never succeeded (nothing was saved),
   * when its renewal was turned off, or when the saved card declines later
   * charges (s1's test card …0341). The card's details carry over, so the
   * next renewal charges the same method.
   */
  async chargeRenewal(renewal: OrderForProvider, mandateRef: string): Promise<SandboxPaymentRow> {
    const ref = SandboxLedger.refFor(renewal.provider, renewal.id);
    const earlier = await this.find(ref);
    if (earlier) return earlier;
    const mandate = await this.find(mandateRef);
    const carried: Record<string, string> = { mandate_ref: mandateRef };
    for (const key of ["last4", "brand", "later_charges"]) {
      const value = mandate?.details[key];
      if (value !== undefined) carried[key] = value;
    }
    if (mandate?.status !== "succeeded") {
      return this.open(renewal, "declined", { ...carried, reason: NO_SAVED_METHOD });
    }
    if (mandate.details.renewal === "off") {
      return this.open(renewal, "declined", { ...carried, reason: RENEWAL_TURNED_OFF });
    }
    if (mandate.details.later_charges === "decline") {
      return this.open(renewal, "declined", { ...carried, reason: SAVED_METHOD_DECLINED });
    }
    return this.open(renewal, "succeeded", carried);
  }

  /** When an open payment times out (for the page to show). */
  static expiresAt(row: Pick<SandboxPaymentRow, "createdAt">): Date {
    return new Date(row.createdAt.getTime() + CHECKOUT_TIMEOUT_MS);
  }

  private timedOut(row: SandboxPaymentRow): boolean {
    return this.clock.now().getTime() - row.createdAt.getTime() > CHECKOUT_TIMEOUT_MS;
  }

  private async abandonIfTimedOut(ref: string): Promise<void> {
    const cutoff = new Date(this.clock.now().getTime() - CHECKOUT_TIMEOUT_MS);
    await this.db
      .update(sandboxPayments)
      .set({ status: "abandoned", updatedAt: this.clock.now() })
      .where(and(eq(sandboxPayments.ref, ref), inOpen(), lt(sandboxPayments.createdAt, cutoff)));
  }
}

function inOpen() {
  return sql`${sandboxPayments.status} in (${sql.join(
    OPEN.map((status) => sql`${status}`),
    sql`, `,
  )})`;
}

/** The sandbox row as the adapter interface reports it. */
export function sandboxResult(row: SandboxPaymentRow | undefined): ProviderResult {
  if (!row) return { status: "pending" };
  const status = row.status as SandboxStatus;
  const { reason, actionUrl, last4, brand } = row.details;
  return {
    status,
    ...(reason !== undefined && { reason }),
    ...(last4 !== undefined && brand !== undefined && { method: { brand, last4 } }),
    ...(actionUrl !== undefined && status === "requires_action" && { actionUrl }),
  };
}
