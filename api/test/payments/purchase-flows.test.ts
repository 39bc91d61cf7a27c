import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { orders, subscriptions } from "../../src/db/schema/index.js";
import { CHECKOUT_TIMEOUT_MS } from "../../src/payments/order-status.js";
import { SandboxLedger } from "../../src/payments/sandbox/sandbox-ledger.js";
import { databaseTargets } from "../helpers/databases.js";
import {
  type Buyer,
  type OrderResult,
  type PaymentsApi,
  REDIRECT_PROVIDERS,
  startPaymentsApi,
} from "./payments-api.js";

const PLAN_12_MONTHS = 2;

describe.each(databaseTargets)("given the api with sandbox payments on $name", (target) => {
  describe.skipIf(!target.available)("purchase flows over HTTP", () => {
    let api: PaymentsApi;

    beforeAll(async () => {
      api = await startPaymentsApi(target);
    });

    afterAll(async () => {
      await api?.close();
    });

    // Tests that wait out a checkout move the clock: every test starts at the same moment.
    beforeEach(() => {
      api.clock.set("2026-11-16T10:00:00Z");
    });

    const resultOf = (provider: string, buyer: Buyer, orderId: string) =>
      api.post(`payment/v1/providers/${provider}/purchase_result`, buyer, { order_id: orderId });

    const subscriptionsOf = (orderId: string) =>
      api.app.database.db.select().from(subscriptions).where(eq(subscriptions.orderId, orderId));

    describe.each(REDIRECT_PROVIDERS)(
      "with the hosted checkout of $provider",
      ({ provider, purchase }) => {
        const successStatus = provider === "ps" ? "active" : "succeeded";

        it("should take the buyer to the sandbox page and back, and grant the plan once when approved", async () => {
          const buyer = await api.newBuyer();
          const started = await api.post(purchase, buyer, {
            plan_id: PLAN_12_MONTHS,
            _cps: { type: "cj", cookie: "cje-123" },
          });
          expect(started.status).toBe(200);
          const order = started.body.data as OrderResult;
          expect(order).toMatchObject({
            provider,
            order_status: "pending",
            paid: false,
            amount: "71.88",
            currency: "USD",
          });
          expect(order.redirect_url).toMatch(
            new RegExp(`^/sandbox/${provider}/checkout/${order.order_id}\\?sig=[\\w-]{43}$`),
          );
          if (provider === "so") expect(order.web_url).toBe(order.redirect_url);

          const pressed = await api.press(order.redirect_url as string, "approve");
          expect(pressed.pageStatus).toBe(200);
          expect(pressed.page).toContain("Approve payment");
          expect(pressed.page).toContain("Decline payment");
          expect(pressed.page).toContain("$71.88 USD");
          expect(pressed.status).toBe(303);
          expect(pressed.location).toBe(`/paystatus?order=${order.order_id}&provider=${provider}`);

          const result = await resultOf(provider, buyer, order.order_id);
          expect(result.status).toBe(200);
          const paid = result.body.data as OrderResult;
          expect(paid).toMatchObject({
            status: successStatus,
            order_status: "succeeded",
            paid: true,
          });
          expect(paid.subscription?.starts_at).toBe("2026-11-16T10:00:00.000Z");
          expect(paid.subscription?.ends_at).toBe("2027-11-16T10:00:00.000Z");
          expect(paid.vip?.remain_time).toBeGreaterThan(364 * 24 * 3600);

          // Asked again, and again: the same subscription, never a second one.
          const again = await resultOf(provider, buyer, order.order_id);
          expect((again.body.data as OrderResult).subscription?.id).toBe(paid.subscription?.id);
          expect(await subscriptionsOf(order.order_id)).toHaveLength(1);

          const [row] = await api.app.database.db
            .select()
            .from(orders)
            .where(eq(orders.id, order.order_id));
          expect(row).toMatchObject({ cpsType: "cj", cpsCookie: "cje-123", status: "succeeded" });
        });

        it("should leave no subscription when the buyer declines", async () => {
          const buyer = await api.newBuyer();
          const order = (await api.post(purchase, buyer, { plan_id: 1, currency: "GBP" })).body
            .data as OrderResult;
          expect(order.amount).toBe("10.99");
          const pressed = await api.press(order.redirect_url as string, "decline");
          expect(pressed.status).toBe(303);
          const result = (await resultOf(provider, buyer, order.order_id)).body.data as OrderResult;
          expect(result).toMatchObject({
            status: "declined",
            paid: false,
            failure_reason: "The payment was declined.",
          });
          expect(result.subscription).toBeUndefined();
          expect(await subscriptionsOf(order.order_id)).toHaveLength(0);
          // The page now says so instead of offering the buttons again.
          const page = await (
            await fetch(new URL(order.redirect_url as string, api.baseUrl))
          ).text();
          expect(page).toContain("This payment was declined.");
          expect(page).not.toContain("Approve payment");
        });

        it("should count a buyer who leaves the page as abandoned after the timeout", async () => {
          const buyer = await api.newBuyer();
          const order = (await api.post(purchase, buyer, { plan_id: 1 })).body.data as OrderResult;
          api.clock.advance(CHECKOUT_TIMEOUT_MS / 2);
          expect(
            ((await resultOf(provider, buyer, order.order_id)).body.data as OrderResult).status,
          ).toBe("pending");
          api.clock.advance(CHECKOUT_TIMEOUT_MS / 2 + 1000);
          const result = (await resultOf(provider, buyer, order.order_id)).body.data as OrderResult;
          expect(result).toMatchObject({ status: "abandoned", paid: false });
          expect(result.redirect_url).toBeUndefined();
          // Coming back to the page too late changes nothing.
          const late = await api.press(order.redirect_url as string, "approve");
          expect(late.page).toContain("has closed");
          expect(
            ((await resultOf(provider, buyer, order.order_id)).body.data as OrderResult).status,
          ).toBe("abandoned");
          expect(await subscriptionsOf(order.order_id)).toHaveLength(0);
        });

        it("should count 'Cancel and return' as abandoned at once", async () => {
          const buyer = await api.newBuyer();
          const order = (await api.post(purchase, buyer, { plan_id: 1 })).body.data as OrderResult;
          await api.press(order.redirect_url as string, "cancel");
          const result = (await resultOf(provider, buyer, order.order_id)).body.data as OrderResult;
          expect(result.status).toBe("abandoned");
        });

        it("should answer the same order to a repeated Idempotency-Key", async () => {
          const buyer = await api.newBuyer();
          const key = randomUUID();
          const [first, second] = await Promise.all(
            [1, 2].map(() =>
              api.post(purchase, buyer, { plan_id: 1 }, { headers: { "idempotency-key": key } }),
            ),
          );
          expect(first?.status).toBe(200);
          expect(second?.status).toBe(200);
          const a = first?.body.data as OrderResult;
          const b = second?.body.data as OrderResult;
          expect(a.order_id).toBe(b.order_id);
          expect(a.redirect_url).toBe(b.redirect_url);
          const other = (await api.post(purchase, buyer, { plan_id: 1 })).body.data as OrderResult;
          expect(other.order_id).not.toBe(a.order_id);
          const reused = await api.post(
            purchase,
            buyer,
            { plan_id: 3 },
            { headers: { "idempotency-key": key } },
          );
          expect(reused.status).toBe(409);
          expect(reused.body.code).toBe(409);
        });
      },
    );

    it("should let a visitor buy after anonymous_signup, the way the site does, and show the VIP time in the profile", async () => {
      const signup = await api.call<{ token: string }>(
        "POST",
        "/ws/mm/reca/r3/account/v1/web/anonymous_signup",
        {
          body: { recasign: await api.botToken() },
        },
      );
      expect(signup.status).toBe(200);
      const visitor = { userId: 0, token: signup.body.data?.token as string };
      const order = (await api.post("payment/v1/providers/ps/purchase", visitor, { plan_id: 1 }))
        .body.data as OrderResult;
      await api.press(order.redirect_url as string, "approve");
      const result = (await resultOf("ps", visitor, order.order_id)).body.data as OrderResult;
      expect(result).toMatchObject({ status: "active", paid: true });
      const profile = await api.call<{ vip: { remain_time: number } }>(
        "GET",
        "/api/mms/account/v1/web/profile",
        {
          token: visitor.token,
        },
      );
      // The profile reads the wall clock, the payments here a manual one: compare against the end.
      const endsAt = Date.parse(result.subscription?.ends_at as string);
      const expected = Math.floor((endsAt - Date.now()) / 1000);
      expect(Math.abs((profile.body.data?.vip.remain_time ?? 0) - expected)).toBeLessThanOrEqual(5);
    });

    it("should take a client-generated order_id as the order's id and answer it again on a retry", async () => {
      const buyer = await api.newBuyer();
      const orderId = randomUUID();
      const first = await api.post("payment/v1/providers/rz/purchase", buyer, {
        plan_id: 1,
        order_id: orderId,
      });
      const retry = await api.post("payment/v1/providers/rz/purchase", buyer, {
        plan_id: 1,
        order_id: orderId,
      });
      expect((first.body.data as OrderResult).order_id).toBe(orderId);
      expect((retry.body.data as OrderResult).order_id).toBe(orderId);
      const stranger = await api.newBuyer();
      const stolen = await api.post("payment/v1/providers/rz/purchase", stranger, {
        plan_id: 1,
        order_id: orderId,
      });
      expect(stolen.status).toBe(409);
    });

    it("should sell the plans of an affiliate set only to that affiliate's visitors", async () => {
      const buyer = await api.newBuyer();
      const path = "payment/v1/providers/ps/purchase";
      const without = await api.post(path, buyer, { plan_id: 4 });
      expect(without.status).toBe(403);
      expect(without.body.code).toBe(403);
      expect(without.body.message).toMatch(/partner/);
      const otherAffiliate = await api.post(path, buyer, {
        plan_id: 4,
        _cps: { type: "cf", cookie: "c" },
      });
      expect(otherAffiliate.status).toBe(403);
      const byCps = await api.post(path, buyer, {
        plan_id: 4,
        _cps: { type: "cj", cookie: "cje-1" },
      });
      expect(byCps.status).toBe(200);
      const byHeader = await api.post(path, buyer, { plan_id: 4 }, { headers: { "x-from": "CJ" } });
      expect(byHeader.status).toBe(200);
      // A new customer pays the trial price of the first month…
      expect((byHeader.body.data as OrderResult).amount).toBe("1.99");
      // …once: with a subscription behind them, the full price.
      await api.post("payment/v1/providers/gap/purchase_result", buyer, {
        plan_id: 1,
        payment_token: "gap_sandbox_approve",
      });
      const returning = await api.post(
        path,
        buyer,
        { plan_id: 4 },
        { headers: { "x-from": "cj" } },
      );
      expect((returning.body.data as OrderResult).amount).toBe("12.99");
    });

    it("should send the buyer back to the return_url given, with the order", async () => {
      const buyer = await api.newBuyer();
      const order = (
        await api.post("payment/v1/providers/ps/purchase", buyer, {
          plan_id: 1,
          return_url: "/de/paystatus?from=checkout",
        })
      ).body.data as OrderResult;
      const pressed = await api.press(order.redirect_url as string, "approve");
      expect(pressed.location).toBe(
        `/de/paystatus?from=checkout&order=${order.order_id}&provider=ps`,
      );
    });

    it("should grant exactly one subscription when 100 purchase_result calls race for one paid order", async () => {
      const buyer = await api.newBuyer();
      const order = (
        await api.post("payment/v1/providers/ps/purchase", buyer, { plan_id: PLAN_12_MONTHS })
      ).body.data as OrderResult;
      // The provider has the payment; nobody has told the api yet.
      await api.app.payments.ledger.decide(SandboxLedger.refFor("ps", order.order_id), "succeeded");
      const results = await Promise.all(
        Array.from({ length: 100 }, () => resultOf("ps", buyer, order.order_id)),
      );
      expect(results.map((result) => result.status)).toEqual(Array(100).fill(200));
      const data = results.map((result) => result.body.data as OrderResult);
      expect(new Set(data.map((item) => item.status))).toEqual(new Set(["active"]));
      expect(new Set(data.map((item) => item.subscription?.id)).size).toBe(1);
      expect(await subscriptionsOf(order.order_id)).toHaveLength(1);
      const all = await api.app.database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, buyer.userId));
      expect(all).toHaveLength(1);
    });

    it("should extend the VIP time: a second purchase starts when the first ends", async () => {
      const buyer = await api.newBuyer();
      const first = (
        await api.post("payment/v1/providers/rz/purchase", buyer, { plan_id: PLAN_12_MONTHS })
      ).body.data as OrderResult;
      await api.press(first.redirect_url as string, "approve");
      const second = (await api.post("payment/v1/providers/so/purchase", buyer, { plan_id: 1 }))
        .body.data as OrderResult;
      await api.press(second.redirect_url as string, "approve");
      const result = (await resultOf("so", buyer, second.order_id)).body.data as OrderResult;
      expect(result.subscription?.starts_at).toBe("2027-11-16T10:00:00.000Z");
      expect(result.subscription?.ends_at).toBe("2027-12-16T10:00:00.000Z");
      const my = await api.call<{
        list: { status: string }[];
        total: number;
        vip: { remain_time: number };
      }>("GET", "/api/mms/payment/v1/web/subscription_my", { token: buyer.token });
      expect(my.status).toBe(200);
      expect(my.body.data?.total).toBe(2);
      expect(my.body.data?.list.map((item) => item.status)).toEqual(["upcoming", "active"]);
      expect(my.body.data?.vip.remain_time).toBe(
        (Date.parse("2027-12-16T10:00:00Z") - api.clock.now().getTime()) / 1000,
      );
    });

    it("should answer 404 for another user's order, and for an order of another provider", async () => {
      const buyer = await api.newBuyer();
      const stranger = await api.newBuyer();
      const order = (await api.post("payment/v1/providers/ps/purchase", buyer, { plan_id: 1 })).body
        .data as OrderResult;
      const foreign = await resultOf("ps", stranger, order.order_id);
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual({ code: 404, message: "Order not found." });
      const wrongProvider = await resultOf("rz", buyer, order.order_id);
      expect(wrongProvider.status).toBe(404);
      const missing = await resultOf("ps", buyer, randomUUID());
      expect(missing.status).toBe(404);
    });

    describe("with the card provider s1", () => {
      const tokenFor = (number: string) => api.cardToken(number);

      const createSubscription = async (buyer: Buyer, body: Record<string, unknown>) =>
        api.call<OrderResult>(
          "POST",
          "/ws/mm/reca/r3/payment/v1/providers/s1/create_subscription",
          {
            token: buyer.token,
            body: { recasign: await api.botToken(), ...body },
          },
        );

      it("should charge test card 4242 4242 4242 4242 at once", async () => {
        const buyer = await api.newBuyer();
        const response = await createSubscription(buyer, {
          plan_id: 3,
          token: await tokenFor("4242 4242 4242 4242"),
        });
        expect(response.status).toBe(200);
        expect(response.body.data).toMatchObject({
          status: "succeeded",
          paid: true,
          amount: "119.76",
        });
        expect(response.body.data?.subscription?.ends_at).toBe("2028-11-16T10:00:00.000Z");
      });

      it("should decline test card 4000 0000 0000 0002", async () => {
        const buyer = await api.newBuyer();
        const response = await createSubscription(buyer, {
          plan_id: 1,
          token: await tokenFor("4000000000000002"),
        });
        expect(response.body.data).toMatchObject({
          status: "declined",
          paid: false,
          failure_reason: "Your card was declined.",
        });
        expect(await subscriptionsOf(response.body.data?.order_id as string)).toHaveLength(0);
      });

      it("should send test card 4000 0027 6000 3184 to verification, then pay when approved", async () => {
        const buyer = await api.newBuyer();
        const response = await createSubscription(buyer, {
          plan_id: 1,
          token: await tokenFor("4000002760003184"),
        });
        const order = response.body.data as OrderResult;
        expect(order).toMatchObject({ status: "requires_action", paid: false });
        expect(order.redirect_url).toMatch(
          new RegExp(`^/sandbox/s1/verify/${order.order_id}\\?sig=[\\w-]{43}$`),
        );
        const pressed = await api.press(order.redirect_url as string, "approve");
        expect(pressed.page).toContain("ending in <strong>3184</strong>");
        expect(pressed.location).toBe(`/paystatus?order=${order.order_id}&provider=s1`);
        const result = (await resultOf("s1", buyer, order.order_id)).body.data as OrderResult;
        expect(result).toMatchObject({ status: "succeeded", paid: true });
      });

      it("should decline when the verification fails, and abandon it when nobody answers", async () => {
        const buyer = await api.newBuyer();
        const failed = (
          await createSubscription(buyer, { plan_id: 1, token: await tokenFor("4000002760003184") })
        ).body.data as OrderResult;
        await api.press(failed.redirect_url as string, "decline");
        expect(
          ((await resultOf("s1", buyer, failed.order_id)).body.data as OrderResult).status,
        ).toBe("declined");

        const left = (
          await createSubscription(buyer, { plan_id: 1, token: await tokenFor("4000002760003184") })
        ).body.data as OrderResult;
        api.clock.advance(CHECKOUT_TIMEOUT_MS + 1000);
        expect(((await resultOf("s1", buyer, left.order_id)).body.data as OrderResult).status).toBe(
          "abandoned",
        );
      });

      it("should not let a card token pay twice", async () => {
        const buyer = await api.newBuyer();
        const token = await tokenFor("4242424242424242");
        await createSubscription(buyer, { plan_id: 1, token });
        const second = await createSubscription(buyer, { plan_id: 1, token });
        expect(second.body.data).toMatchObject({ status: "declined", paid: false });
        expect(second.body.data?.failure_reason).toMatch(/already used/);
      });

      it("should answer the same order to a repeated Idempotency-Key without charging again", async () => {
        const buyer = await api.newBuyer();
        const token = await tokenFor("4242424242424242");
        const headers = { "idempotency-key": randomUUID() };
        const first = await api.call<OrderResult>(
          "POST",
          "/ws/mm/reca/r3/payment/v1/providers/s1/create_subscription",
          {
            token: buyer.token,
            headers,
            body: { recasign: await api.botToken(), plan_id: 1, token },
          },
        );
        const second = await api.call<OrderResult>(
          "POST",
          "/ws/mm/reca/r3/payment/v1/providers/s1/create_subscription",
          {
            token: buyer.token,
            headers,
            body: { recasign: await api.botToken(), plan_id: 1, token },
          },
        );
        expect(second.body.data?.order_id).toBe(first.body.data?.order_id);
        expect(second.body.data?.status).toBe("succeeded");
        const all = await api.app.database.db
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.userId, buyer.userId));
        expect(all).toHaveLength(1);
      });

      it("should refuse create_subscription without a bot-protection token", async () => {
        const buyer = await api.newBuyer();
        const response = await api.call(
          "POST",
          "/ws/mm/reca/r3/payment/v1/providers/s1/create_subscription",
          {
            token: buyer.token,
            body: { plan_id: 1, token: "tok_x" },
          },
        );
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ code: 400, message: "recaptcha token is empty" });
      });
    });

    describe("with the wallet provider gap", () => {
      it("should pay with the approving sandbox token and decline the other", async () => {
        const buyer = await api.newBuyer();
        const paid = await api.post("payment/v1/providers/gap/purchase_result", buyer, {
          plan_id: 1,
          payment_token: "gap_sandbox_approve",
          currency: "AUD",
          _cps: { type: "admitad", cookie: "aid-9" },
        });
        expect(paid.body.data).toMatchObject({
          status: "succeeded",
          paid: true,
          amount: "19.99",
          currency: "AUD",
        });
        const [row] = await api.app.database.db
          .select()
          .from(orders)
          .where(eq(orders.id, (paid.body.data as OrderResult).order_id));
        expect(row).toMatchObject({ cpsType: "admitad", cpsCookie: "aid-9" });

        const declined = await api.post("payment/v1/providers/gap/purchase_result", buyer, {
          plan_id: 1,
          payment_token: "gap_sandbox_decline",
        });
        expect(declined.body.data).toMatchObject({
          status: "declined",
          failure_reason: "The wallet declined the payment.",
        });
      });

      it("should answer a repeated call with the same order id without a second subscription", async () => {
        const buyer = await api.newBuyer();
        const orderId = randomUUID();
        const body = { plan_id: 2, payment_token: "gap_sandbox_approve", order_id: orderId };
        const results = await Promise.all(
          Array.from({ length: 5 }, () =>
            api.post("payment/v1/providers/gap/purchase_result", buyer, body),
          ),
        );
        for (const result of results)
          expect(result.body.data).toMatchObject({ order_id: orderId, paid: true });
        expect(await subscriptionsOf(orderId)).toHaveLength(1);
      });
    });
  });
});
