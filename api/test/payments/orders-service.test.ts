import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, planPrices, plans, subscriptions } from "../../src/db/schema/index.js";
import { seededPlanRows } from "../../src/db/seed-payments.js";
import { CHECKOUT_TIMEOUT_MS } from "../../src/payments/order-status.js";
import { SandboxLedger } from "../../src/payments/sandbox/sandbox-ledger.js";
import { vipRemainingSeconds } from "../../src/payments/subscriptions/subscriptions.js";
import { databaseTargets } from "../helpers/databases.js";
import { openPaymentsFixture, type PaymentsFixture } from "./payments-db.js";

const PLAN_1_MONTH = 1;
const PLAN_12_MONTHS = 2;

describe.each(databaseTargets)("given the payments on a $name database", (target) => {
  describe.skipIf(!target.available)("orders below the HTTP layer", () => {
    let fixture: PaymentsFixture;

    beforeAll(async () => {
      fixture = await openPaymentsFixture(target);
    });

    afterAll(async () => {
      await fixture?.dispose();
    });

    it("should seed 28 plans (24 terms, 4 trial offers) priced in four currencies, with a 62% maximum discount", async () => {
      const planRows = await fixture.database.db.select().from(plans);
      const priceRows = await fixture.database.db.select().from(planPrices);
      expect(planRows).toHaveLength(28);
      expect(priceRows).toHaveLength(112);
      const list = await fixture.payments.catalog.list(501, "default", "USD");
      expect(list.map((plan) => [plan.duration_months, plan.money, plan.discount_percent])).toEqual(
        [
          [1, "12.99", "0%"],
          [12, "71.88", "54%"],
          [24, "119.76", "62%"],
        ],
      );
      expect(seededPlanRows().plans).toHaveLength(28);
      const trial = await fixture.payments.catalog.list(501, "trial", "USD");
      expect(trial.map((plan) => [plan.id, plan.duration_months, plan.trial_price])).toEqual([
        [25, 1, "0.00"],
      ]);
    });

    it("should open the free trial to anyone, charging a first-time buyer nothing today and the monthly price at renewal", async () => {
      const userId = await fixture.newUser();
      const { order } = await fixture.payments.orders.create({
        userId,
        planId: 25,
        provider: "gap",
        appType: 501,
        currency: "USD",
      });
      expect(order).toMatchObject({ amountMinor: 0, trial: true, renewalAmountMinor: 1299 });
    });

    it("should give the same order for the same Idempotency-Key", async () => {
      const userId = await fixture.newUser();
      const input = {
        userId,
        appType: 501,
        planId: PLAN_12_MONTHS,
        provider: "ps" as const,
        currency: "USD" as const,
        idempotencyKey: "click-1",
      };
      const [first, second] = await Promise.all([
        fixture.payments.orders.create(input),
        fixture.payments.orders.create(input),
      ]);
      expect(first.order.id).toBe(second.order.id);
      expect([first.created, second.created].sort()).toEqual([false, true]);
      const rows = await fixture.database.db.select().from(orders).where(eq(orders.userId, userId));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.amountMinor).toBe(7188);
    });

    it("should refuse a key reused for another plan, and an order id of someone else", async () => {
      const userId = await fixture.newUser();
      const other = await fixture.newUser();
      const base = { userId, appType: 501, provider: "ps" as const, currency: "USD" as const };
      await fixture.payments.orders.create({ ...base, planId: 1, idempotencyKey: "k" });
      await expect(
        fixture.payments.orders.create({ ...base, planId: 2, idempotencyKey: "k" }),
      ).rejects.toMatchObject({ httpStatus: 409 });
      const orderId = randomUUID();
      await fixture.payments.orders.create({ ...base, planId: 1, orderId });
      await expect(
        fixture.payments.orders.create({ ...base, userId: other, planId: 1, orderId }),
      ).rejects.toMatchObject({ httpStatus: 409 });
      // The other user's own key "k" is theirs: no conflict.
      const own = await fixture.payments.orders.create({
        ...base,
        userId: other,
        planId: 2,
        idempotencyKey: "k",
      });
      expect(own.created).toBe(true);
    });

    it("should refuse a plan that does not exist", async () => {
      const userId = await fixture.newUser();
      await expect(
        fixture.payments.orders.create({
          userId,
          planId: 999,
          provider: "ps",
          appType: 501,
          currency: "USD",
        }),
      ).rejects.toMatchObject({ httpStatus: 404 });
    });

    it("should grant one subscription when 100 results for one order arrive at once", async () => {
      const userId = await fixture.newUser();
      const { order } = await fixture.payments.orders.create({
        userId,
        planId: PLAN_12_MONTHS,
        provider: "ps",
        appType: 501,
        currency: "USD",
      });
      const started = await fixture.payments.orders.start(order);
      expect(started.order.status).toBe("pending");
      await fixture.payments.ledger.decide(SandboxLedger.refFor("ps", order.id), "succeeded");
      const outcomes = await Promise.all(
        Array.from({ length: 100 }, () => fixture.payments.orders.sync(order.id, { userId })),
      );
      expect(new Set(outcomes.map((outcome) => outcome.order.status))).toEqual(
        new Set(["succeeded"]),
      );
      const granted = await fixture.database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.orderId, order.id));
      expect(granted).toHaveLength(1);
      expect(new Set(outcomes.map((outcome) => outcome.subscription?.id))).toEqual(
        new Set([granted[0]?.id]),
      );
      const now = fixture.clock.now();
      expect(granted[0]?.startsAt.toISOString()).toBe(now.toISOString());
      expect(granted[0]?.endsAt.toISOString()).toBe("2027-11-16T10:00:00.000Z");
    });

    it("should queue a second purchase after the first instead of overlapping", async () => {
      const userId = await fixture.newUser();
      for (const planId of [PLAN_12_MONTHS, PLAN_1_MONTH]) {
        const { order } = await fixture.payments.orders.create({
          userId,
          planId,
          provider: "gap",
          appType: 501,
          currency: "USD",
        });
        const outcome = await fixture.payments.orders.start(order, {
          paymentToken: "gap_sandbox_approve",
        });
        expect(outcome.order.status).toBe("succeeded");
      }
      const rows = await fixture.database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .orderBy(subscriptions.startsAt);
      expect(rows.map((row) => [row.startsAt.toISOString(), row.endsAt.toISOString()])).toEqual([
        ["2026-11-16T10:00:00.000Z", "2027-11-16T10:00:00.000Z"],
        ["2027-11-16T10:00:00.000Z", "2027-12-16T10:00:00.000Z"],
      ]);
      const remaining = await vipRemainingSeconds(fixture.database.db, userId, fixture.clock.now());
      expect(remaining).toBe(
        (Date.parse("2027-12-16T10:00:00Z") - Date.parse("2026-11-16T10:00:00Z")) / 1000,
      );
    });

    it("should leave no subscription for a declined order, and never decline a paid one", async () => {
      const userId = await fixture.newUser();
      const { order } = await fixture.payments.orders.create({
        userId,
        planId: PLAN_1_MONTH,
        provider: "gap",
        appType: 501,
        currency: "GBP",
      });
      const outcome = await fixture.payments.orders.start(order, {
        paymentToken: "gap_sandbox_decline",
      });
      expect(outcome.order.status).toBe("declined");
      expect(outcome.order.failureReason).toBe("The wallet declined the payment.");
      expect(outcome.subscription).toBeNull();
      const again = await fixture.payments.orders.apply(outcome.order, { status: "pending" });
      expect(again.order.status).toBe("declined");
    });

    it("should turn a checkout left open past the timeout into abandoned", async () => {
      const userId = await fixture.newUser();
      const { order } = await fixture.payments.orders.create({
        userId,
        planId: PLAN_1_MONTH,
        provider: "rz",
        appType: 501,
        currency: "AUD",
      });
      await fixture.payments.orders.start(order);
      fixture.clock.advance(CHECKOUT_TIMEOUT_MS - 1000);
      expect((await fixture.payments.orders.sync(order.id)).order.status).toBe("pending");
      fixture.clock.advance(2000);
      const outcome = await fixture.payments.orders.sync(order.id);
      expect(outcome.order.status).toBe("abandoned");
      expect(outcome.subscription).toBeNull();
      // An approval after the timeout changes nothing.
      await fixture.payments.ledger.decide(SandboxLedger.refFor("rz", order.id), "succeeded");
      expect((await fixture.payments.orders.sync(order.id)).order.status).toBe("abandoned");
    });

    it("should expire an order that never reached its provider", async () => {
      const userId = await fixture.newUser();
      const { order } = await fixture.payments.orders.create({
        userId,
        planId: PLAN_1_MONTH,
        provider: "so",
        appType: 501,
        currency: "CAD",
      });
      fixture.clock.advance(CHECKOUT_TIMEOUT_MS + 1);
      expect((await fixture.payments.orders.sync(order.id)).order.status).toBe("expired");
    });

    it("should hide an order from another user", async () => {
      const userId = await fixture.newUser();
      const other = await fixture.newUser();
      const { order } = await fixture.payments.orders.create({
        userId,
        planId: PLAN_1_MONTH,
        provider: "so",
        appType: 501,
        currency: "USD",
      });
      await expect(fixture.payments.orders.sync(order.id, { userId: other })).rejects.toMatchObject(
        {
          httpStatus: 404,
        },
      );
    });
  });
});
