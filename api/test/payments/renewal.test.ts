import type { Subscription } from "@mvpn/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  orders,
  outbox,
  sandboxPayments,
  subscriptions,
  users,
} from "../../src/db/schema/index.js";
import { RenewalJob } from "../../src/payments/subscriptions/renewal-job.js";
import { databaseTargets } from "../helpers/databases.js";
import {
  type Buyer,
  type OrderResult,
  type PaymentsApi,
  REDIRECT_PROVIDERS,
  startPaymentsApi,
} from "./payments-api.js";

/** The free trial's 1-month plan (plan set `trial`) and the 1-month plan of the default set. */
const TRIAL_PLAN = 25;
const MONTHLY_PLAN = 1;
const TWO_YEAR_PLAN = 3;
const NOW = "2026-11-16T10:00:00.000Z";
/** One calendar month after NOW: the first period's end, when the renewal is charged. */
const FIRST_END = "2026-12-16T10:00:00.000Z";
/** One more month: the end of the period the renewal grants. */
const SECOND_END = "2027-01-16T10:00:00.000Z";
/** The renewal job's next run after the first period ended. */
const AFTER_FIRST_END = "2026-12-16T10:01:00.000Z";

/**
 * Issue #37 point 1 (the renewal job ADR 0026 left out) and issue #38 point 1
 * (renewal off and on in My account), docs/payments.md "Renewal".
 */
describe.each(databaseTargets)("given subscriptions that renew, on $name", (target) => {
  describe.skipIf(!target.available)("the renewal", () => {
    let api: PaymentsApi;

    beforeAll(async () => {
      api = await startPaymentsApi(target);
    });

    afterAll(async () => {
      await api?.close();
    });

    const db = () => api.app.database.db;

    /** A new buyer who starts the free trial with a card: the card is saved, nothing charged. */
    const trialWithCard = async (number: string) => {
      api.clock.set(NOW);
      const buyer = await api.newBuyer();
      const answer = await api.call<OrderResult>(
        "POST",
        "/ws/mm/reca/r3/payment/v1/providers/s1/create_subscription",
        {
          token: buyer.token,
          body: {
            recasign: await api.botToken(),
            plan_id: TRIAL_PLAN,
            token: await api.cardToken(number),
          },
        },
      );
      const subscription = answer.body.data?.subscription;
      if (!subscription) throw new Error(`no trial: ${answer.text}`);
      return { buyer, subscriptionId: subscription.id };
    };

    const buyWithWallet = async (buyer: Buyer, planId: number) => {
      const paid = await api.post("payment/v1/providers/gap/purchase_result", buyer, {
        plan_id: planId,
        payment_token: "gap_sandbox_approve",
      });
      const subscription = paid.body.data?.subscription;
      if (!subscription) throw new Error(`not paid: ${paid.text}`);
      return subscription.id;
    };

    const setRenewal = (buyer: Buyer, subscriptionId: string, renew: boolean) =>
      api.post<Subscription>("payment/v1/web/subscription_set_renewal", buyer, {
        subscription_id: subscriptionId,
        renew,
      });

    const mine = (buyer: Buyer) => api.subscriptionsOf(buyer);

    const renewalOrders = (subscriptionId: string) =>
      db().select().from(orders).where(eq(orders.renewsSubscriptionId, subscriptionId));

    const mailsTo = async (buyer: Buyer, template: string) => {
      const [user] = await db()
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, buyer.userId));
      return db()
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, user?.email ?? ""), eq(outbox.template, template)));
    };

    it("given a free trial's month ends, should charge the monthly price to the saved card and grant the next month", async () => {
      const { buyer, subscriptionId } = await trialWithCard("4242 4242 4242 4242");
      api.clock.set(AFTER_FIRST_END);
      await api.app.payments.renewals.runOnce();

      const [renewal] = await renewalOrders(subscriptionId);
      expect(renewal).toMatchObject({
        amountMinor: 1299,
        currency: "USD",
        trial: false,
        status: "succeeded",
        cardLast4: "4242",
      });
      const charged = await db()
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.orderId, renewal?.id ?? ""));
      expect(charged).toEqual([
        expect.objectContaining({ amountMinor: 1299, status: "succeeded" }),
      ]);
      const page = await mine(buyer);
      expect(page.list).toEqual([
        expect.objectContaining({
          order_id: renewal?.id,
          status: "active",
          amount: "12.99",
          trial: false,
          starts_at: FIRST_END,
          ends_at: SECOND_END,
          renews: true,
          renewal: { amount: "12.99", currency: "USD" },
          payment_method: { provider: "s1", brand: "visa", last4: "4242" },
        }),
        expect.objectContaining({ id: subscriptionId, status: "expired", renewal: null }),
      ]);
      expect(page.vip.ends_at).toBe(SECOND_END);
    });

    it("given the renewal was turned off, should charge nothing and end the subscription at ends_at", async () => {
      const { buyer, subscriptionId } = await trialWithCard("4242 4242 4242 4242");
      expect((await setRenewal(buyer, subscriptionId, false)).status).toBe(200);
      api.clock.set(AFTER_FIRST_END);
      await api.app.payments.renewals.runOnce();

      expect(await renewalOrders(subscriptionId)).toEqual([]);
      const page = await mine(buyer);
      expect(page.list).toEqual([
        expect.objectContaining({ id: subscriptionId, status: "expired", renews: false }),
      ]);
      expect(page.vip).toEqual({ remain_time: 0, ends_at: FIRST_END });
    });

    it("given the saved card declines later charges (…0341), should end the subscription and mail the buyer", async () => {
      const { buyer, subscriptionId } = await trialWithCard("4000 0000 0000 0341");
      api.clock.set(AFTER_FIRST_END);
      await api.app.payments.renewals.runOnce();

      const [renewal] = await renewalOrders(subscriptionId);
      expect(renewal).toMatchObject({
        status: "declined",
        failureReason: "Your saved payment method was declined.",
      });
      const page = await mine(buyer);
      expect(page.list).toEqual([
        expect.objectContaining({ id: subscriptionId, status: "expired", renews: false }),
      ]);
      const mails = await mailsTo(buyer, "renewal_declined");
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain("December 16, 2026");

      // A later run neither charges again nor mails again.
      await api.app.payments.renewals.runOnce();
      expect(await renewalOrders(subscriptionId)).toHaveLength(1);
      expect(await mailsTo(buyer, "renewal_declined")).toHaveLength(1);
    });

    it("given two instances run the job at the same moment, should charge once and grant one period", async () => {
      const { buyer, subscriptionId } = await trialWithCard("4242 4242 4242 4242");
      const payments = api.app.payments;
      const otherInstance = new RenewalJob({
        db: db(),
        clock: payments.clock,
        orders: payments.orders,
        adapterOf: (provider) => payments.adapter(provider),
      });
      api.clock.set(AFTER_FIRST_END);
      await Promise.all([payments.renewals.runOnce(), otherInstance.runOnce()]);
      await Promise.all([payments.renewals.runOnce(), otherInstance.runOnce()]);

      const renewals = await renewalOrders(subscriptionId);
      expect(renewals).toHaveLength(1);
      const charges = await db()
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.orderId, renewals[0]?.id ?? ""));
      expect(charges).toHaveLength(1);
      const granted = await db()
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, buyer.userId));
      expect(granted).toHaveLength(2);
    });

    it("given a plan bought outright, should renew at its price, and hand the renewal to a later subscription", async () => {
      api.clock.set(NOW);
      const buyer = await api.newBuyer();
      const first = await buyWithWallet(buyer, MONTHLY_PLAN);
      expect((await mine(buyer)).list[0]).toMatchObject({
        id: first,
        renews: true,
        renewal: { amount: "12.99", currency: "USD" },
        payment_method: { provider: "gap", brand: null, last4: null },
      });
      const second = await buyWithWallet(buyer, MONTHLY_PLAN);
      const page = await mine(buyer);
      expect(page.list.map(({ id, renews }) => ({ id, renews }))).toEqual([
        { id: second, renews: true },
        { id: first, renews: false },
      ]);
      const refused = await setRenewal(buyer, first, true);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/later subscription/);

      // 24 months at 4.99 a month renew at the undiscounted term the checkout shows (24 × 12.99).
      const other = await api.newBuyer();
      await buyWithWallet(other, TWO_YEAR_PLAN);
      expect((await mine(other)).list[0]).toMatchObject({
        amount: "119.76",
        renewal: { amount: "311.76", currency: "USD" },
      });
    });

    // Issue #38: "It works for every provider in the sandbox" (s1 and gap above).
    it.each(REDIRECT_PROVIDERS)(
      "given a month paid on $provider's hosted page, should record renewal off and on there, then renew through it",
      async ({ provider, purchase }) => {
        api.clock.set(NOW);
        const buyer = await api.newBuyer();
        const started = (await api.post(purchase, buyer, { plan_id: MONTHLY_PLAN })).body.data;
        await api.press(started?.redirect_url as string, "approve");
        const paid = await api.post(`payment/v1/providers/${provider}/purchase_result`, buyer, {
          order_id: started?.order_id,
        });
        const subscriptionId = paid.body.data?.subscription?.id as string;
        const details = async () =>
          (
            await db()
              .select()
              .from(sandboxPayments)
              .where(eq(sandboxPayments.orderId, started?.order_id as string))
          )[0]?.details;

        await setRenewal(buyer, subscriptionId, false);
        expect(await details()).toMatchObject({ renewal: "off" });
        await setRenewal(buyer, subscriptionId, true);
        expect(await details()).toMatchObject({ renewal: "on" });

        api.clock.set(AFTER_FIRST_END);
        await api.app.payments.renewals.runOnce();
        const [renewal] = await renewalOrders(subscriptionId);
        expect(renewal).toMatchObject({ provider, amountMinor: 1299, status: "succeeded" });
        expect((await mine(buyer)).list[0]).toMatchObject({
          order_id: renewal?.id,
          starts_at: FIRST_END,
          ends_at: SECOND_END,
          renews: true,
        });
      },
    );

    describe("turned off and on in My account", () => {
      let buyer: Buyer;
      let subscriptionId: string;
      let paymentRef: string;

      beforeAll(async () => {
        ({ buyer, subscriptionId } = await trialWithCard("4242 4242 4242 4242"));
        const [row] = await db()
          .select({ orderId: subscriptions.orderId })
          .from(subscriptions)
          .where(eq(subscriptions.id, subscriptionId));
        const [payment] = await db()
          .select()
          .from(sandboxPayments)
          .where(eq(sandboxPayments.orderId, row?.orderId ?? ""));
        paymentRef = payment?.ref ?? "";
      });

      const providerDetails = async () =>
        (await db().select().from(sandboxPayments).where(eq(sandboxPayments.ref, paymentRef)))[0]
          ?.details;

      it("should turn it off, tell the provider and mail when the subscription ends, once", async () => {
        const off = await setRenewal(buyer, subscriptionId, false);
        expect(off.status).toBe(200);
        expect(off.body.data).toMatchObject({
          id: subscriptionId,
          renews: false,
          renewal: null,
          ends_at: FIRST_END,
        });
        expect(await providerDetails()).toMatchObject({ renewal: "off" });
        const again = await setRenewal(buyer, subscriptionId, false);
        expect(again.body.data).toEqual(off.body.data);
        const mails = await mailsTo(buyer, "renewal_changed");
        expect(mails).toHaveLength(1);
        expect(mails[0]?.subject).toBe("Your mVPN subscription will not renew");
        expect(mails[0]?.text).toContain("Your VIP time ends on December 16, 2026.");
      });

      it("should turn it on again, tell the provider and mail when and what is charged", async () => {
        const on = await setRenewal(buyer, subscriptionId, true);
        expect(on.body.data).toMatchObject({
          renews: true,
          renewal: { amount: "12.99", currency: "USD" },
        });
        expect(await providerDetails()).toMatchObject({ renewal: "on" });
        const mails = await mailsTo(buyer, "renewal_changed");
        expect(mails).toHaveLength(2);
        expect(mails.map((mail) => mail.subject)).toContain(
          "Your mVPN subscription renews on December 16, 2026",
        );
        expect(mails.map((mail) => mail.text).join("\n")).toContain(
          "It renews on December 16, 2026 at $12.99",
        );
      });

      it("should write the mail in the account's language", async () => {
        await db().update(users).set({ locale: "de" }).where(eq(users.id, buyer.userId));
        await setRenewal(buyer, subscriptionId, false);
        const mails = await mailsTo(buyer, "renewal_changed");
        expect(mails.map((mail) => mail.subject)).toContain("Ihr mVPN-Abo wird nicht verlängert");
        expect(
          mails.some((mail) => mail.locale === "de" && mail.text.includes("16. Dezember 2026")),
        ).toBe(true);
      });

      it("should answer 404 for someone else's subscription and change nothing", async () => {
        const stranger = await api.newBuyer();
        const refused = await setRenewal(stranger, subscriptionId, true);
        expect(refused.status).toBe(404);
        expect((await mine(buyer)).list[0]).toMatchObject({ renews: false });
      });

      it("should answer 400 without a renew flag", async () => {
        const malformed = await api.post("payment/v1/web/subscription_set_renewal", buyer, {
          subscription_id: subscriptionId,
        });
        expect(malformed.status).toBe(400);
        expect(malformed.body.message).toMatch(/renew/);
      });

      it("should answer 409 once the subscription has ended", async () => {
        api.clock.set(SECOND_END);
        const late = await setRenewal(buyer, subscriptionId, true);
        expect(late.status).toBe(409);
        expect(late.body.message).toMatch(/has ended/);
        api.clock.set(NOW);
      });
    });
  });
});
