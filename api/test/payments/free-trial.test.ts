import type { SubscriptionPage } from "@mvpn/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxPayments } from "../../src/db/schema/index.js";
import { databaseTargets } from "../helpers/databases.js";
import {
  type Buyer,
  type OrderResult,
  type PaymentsApi,
  startPaymentsApi,
} from "./payments-api.js";

/** The free trial's 1-month plan of the web (plan set `trial`, docs/payments.md "Plans"). */
const TRIAL_PLAN = 25;
/** What the 1-month plan costs in USD when the free month ends. */
const MONTHLY_USD = "12.99";
const NOW = "2026-11-16T10:00:00.000Z";
/** One calendar month after NOW: when the free period ends and the renewal is charged. */
const FREE_UNTIL = "2026-12-16T10:00:00.000Z";

/**
 * SPEC.md §1: visitors can "Start a free trial"; §2: "/vpn-trial | Free
 * trial". Issue #37: the first period costs nothing, then the plan, and it can
 * be cancelled before it renews; each provider takes nothing today and keeps
 * the payment method for the renewal (ADR 0026).
 */
describe.each(databaseTargets)("given the free trial of /vpn-trial on $name", (target) => {
  describe.skipIf(!target.available)("a new visitor who starts it", () => {
    let api: PaymentsApi;

    beforeAll(async () => {
      api = await startPaymentsApi(target);
      api.clock.set(NOW);
    });

    afterAll(async () => {
      await api?.close();
    });

    const sandboxOf = async (orderId: string) =>
      api.app.database.db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.orderId, orderId));

    const freeSubscription = {
      plan_id: TRIAL_PLAN,
      starts_at: NOW,
      ends_at: FREE_UNTIL,
      trial: true,
      renewal: { amount: MONTHLY_USD, currency: "USD" },
    };

    it("should charge nothing today on a hosted checkout, which says so, and save the method for the renewal", async () => {
      const buyer = await api.newBuyer();
      const started = await api.post("payment/v1/providers/tpa/purchase", buyer, {
        plan_id: TRIAL_PLAN,
      });
      const order = started.body.data as OrderResult;
      expect(order).toMatchObject({
        amount: "0.00",
        trial: true,
        renewal_amount: MONTHLY_USD,
      });

      const pressed = await api.press(order.redirect_url as string, "approve");
      expect(pressed.page).toContain("Due today");
      expect(pressed.page).toContain("$0.00 USD");
      expect(pressed.page).toContain("Nothing is charged today");
      expect(pressed.page).toContain("Approve payment method");

      const paid = (
        await api.post("payment/v1/providers/tpa/purchase_result", buyer, {
          order_id: order.order_id,
        })
      ).body.data as OrderResult;
      expect(paid).toMatchObject({ paid: true, amount: "0.00", subscription: freeSubscription });
      const [payment] = await sandboxOf(order.order_id);
      expect(payment).toMatchObject({
        amountMinor: 0,
        status: "succeeded",
        details: { mandate: "renewal", renewal_amount_minor: "1299" },
      });
    });

    it("should save a card (4242…) without charging it, and refuse one the bank declines (…0002)", async () => {
      const buyer = await api.newBuyer();
      const saved = await api.call<OrderResult>(
        "POST",
        "/ws/mm/reca/r3/payment/v1/providers/s1/create_subscription",
        {
          token: buyer.token,
          body: {
            recasign: await api.botToken(),
            plan_id: TRIAL_PLAN,
            token: await api.cardToken("4242 4242 4242 4242"),
          },
        },
      );
      expect(saved.body.data).toMatchObject({
        paid: true,
        amount: "0.00",
        subscription: freeSubscription,
      });
      const [payment] = await sandboxOf((saved.body.data as OrderResult).order_id);
      expect(payment).toMatchObject({
        amountMinor: 0,
        details: { last4: "4242", mandate: "renewal" },
      });

      const other = await api.newBuyer();
      const declined = await api.call<OrderResult>(
        "POST",
        "/ws/mm/reca/r3/payment/v1/providers/s1/create_subscription",
        {
          token: other.token,
          body: {
            recasign: await api.botToken(),
            plan_id: TRIAL_PLAN,
            token: await api.cardToken("4000 0000 0000 0002"),
          },
        },
      );
      expect(declined.body.data).toMatchObject({ paid: false, order_status: "declined" });
      expect((declined.body.data as OrderResult).subscription).toBeUndefined();
    });

    it("should authorise a wallet without charging it", async () => {
      const buyer = await api.newBuyer();
      const paid = await api.post("payment/v1/providers/gap/purchase_result", buyer, {
        plan_id: TRIAL_PLAN,
        payment_token: "gap_sandbox_approve",
      });
      expect(paid.body.data).toMatchObject({
        paid: true,
        amount: "0.00",
        subscription: freeSubscription,
      });
    });

    describe("in My account", () => {
      let buyer: Buyer;
      let subscriptionId: string;

      beforeAll(async () => {
        buyer = await api.newBuyer();
        const paid = await api.post("payment/v1/providers/gap/purchase_result", buyer, {
          plan_id: TRIAL_PLAN,
          payment_token: "gap_sandbox_approve",
        });
        subscriptionId = (paid.body.data as OrderResult).subscription?.id as string;
      });

      const mySubscriptions = async () =>
        (
          await api.call<SubscriptionPage>("GET", "/api/mms/payment/v1/web/subscription_my", {
            token: buyer.token,
          })
        ).body.data as SubscriptionPage;

      it("should list when the free period ends and what is charged then", async () => {
        const page = await mySubscriptions();
        expect(page.list).toEqual([
          expect.objectContaining({
            id: subscriptionId,
            amount: "0.00",
            ends_at: FREE_UNTIL,
            trial: true,
            renewal: { amount: MONTHLY_USD, currency: "USD" },
          }),
        ]);
      });

      it("should turn the renewal off before it renews, once, and keep the free period", async () => {
        const cancel = () =>
          api.post<SubscriptionPage["list"][number]>(
            "payment/v1/web/subscription_set_renewal",
            buyer,
            { subscription_id: subscriptionId, renew: false },
          );
        const first = await cancel();
        expect(first.status).toBe(200);
        expect(first.body.data).toMatchObject({
          id: subscriptionId,
          ends_at: FREE_UNTIL,
          renews: false,
          renewal: null,
        });
        const again = await cancel();
        expect(again.body.data).toEqual(first.body.data);
        expect((await mySubscriptions()).list[0]).toMatchObject({
          status: "active",
          renewal: null,
        });
      });

      it("should answer 404, not turn anything off, for someone else's subscription", async () => {
        const stranger = await api.newBuyer();
        const refused = await api.post("payment/v1/web/subscription_set_renewal", stranger, {
          subscription_id: subscriptionId,
          renew: false,
        });
        expect(refused.status).toBe(404);
        const malformed = await api.post("payment/v1/web/subscription_set_renewal", stranger, {
          subscription_id: "not-an-id",
          renew: false,
        });
        expect(malformed.status).toBe(400);
      });
    });
  });
});
