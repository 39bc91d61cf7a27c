import { TRIAL_USED_REASON } from "@mvpn/contract/constants";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, sandboxPayments, subscriptions, trialGrants } from "../../src/db/schema/index.js";
import { DEVICE_COOKIE } from "../../src/payments/device-cookie.js";
import { databaseTargets } from "../helpers/databases.js";
import {
  type Buyer,
  type OrderResult,
  type PaymentsApi,
  startPaymentsApi,
} from "./payments-api.js";

/** The free trial's 1-month plan of the web (docs/payments.md "Plans"): the first month costs nothing. */
const TRIAL_PLAN = 25;
const TRIAL_PRICE = "0.00";
const MONTHLY_PLAN = 1;

/**
 * Issue #35, finding 2: eligibility for the trial price was decided when an
 * order was created, so three concurrent trial purchases, or two sequential
 * ones with the first unpaid, each got the trial price and each granted a
 * month. The rule now holds when the order is paid, in the transaction that
 * grants, behind a unique constraint (docs/payments.md "The trial price").
 * Per account and per browser: the api gives the browser a signed device id
 * (the mvpn_device cookie), and trial_grants.device_id is UNIQUE besides.
 */
describe.each(databaseTargets)("given trial purchases on $name", (target) => {
  describe.skipIf(!target.available)("a buyer who has never had a subscription", () => {
    let api: PaymentsApi;

    beforeAll(async () => {
      api = await startPaymentsApi(target);
      api.clock.set("2026-11-16T10:00:00Z");
    });

    afterAll(async () => {
      await api?.close();
    });

    async function openTrial(buyer: Buyer, key: string): Promise<OrderResult> {
      const started = await api.post(
        "payment/v1/providers/tpa/purchase",
        buyer,
        { plan_id: TRIAL_PLAN },
        { headers: { "idempotency-key": key } },
      );
      expect(started.status).toBe(200);
      return started.body.data as OrderResult;
    }

    const subscriptionsOf = (buyer: Buyer) =>
      api.app.database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, buyer.userId));
    const ordersOf = (buyer: Buyer) =>
      api.app.database.db.select().from(orders).where(eq(orders.userId, buyer.userId));
    const resultOf = async (buyer: Buyer, orderId: string) =>
      (await api.post("payment/v1/providers/tpa/purchase_result", buyer, { order_id: orderId }))
        .body.data as OrderResult;

    it("should grant the trial price once when three trial purchases are created and paid at the same time", async () => {
      const buyer = await api.newBuyer();
      const opened = await Promise.all(["a", "b", "c"].map((key) => openTrial(buyer, key)));
      // Three open orders may each quote the trial price: none is paid yet.
      expect(opened.map((order) => order.amount)).toEqual([TRIAL_PRICE, TRIAL_PRICE, TRIAL_PRICE]);

      const pressed = await Promise.all(
        opened.map((order) => api.press(order.redirect_url as string, "approve")),
      );
      expect(pressed.map((press) => press.status)).toEqual([303, 303, 303]);

      expect(await subscriptionsOf(buyer)).toHaveLength(1);
      const results = await Promise.all(opened.map((order) => resultOf(buyer, order.order_id)));
      const statuses = results.map((result) => result.order_status).sort();
      expect(statuses).toEqual(["declined", "declined", "succeeded"]);
      for (const refused of results.filter((result) => result.order_status === "declined")) {
        expect(refused.failure_reason).toBe(TRIAL_USED_REASON);
        expect(refused.subscription).toBeUndefined();
      }
    });

    it("should not grant a second trial for the second of two sequential orders, the first unpaid", async () => {
      const buyer = await api.newBuyer();
      const first = await openTrial(buyer, "first");
      const second = await openTrial(buyer, "second");
      expect([first.amount, second.amount]).toEqual([TRIAL_PRICE, TRIAL_PRICE]);

      await api.press(second.redirect_url as string, "approve");
      await api.press(first.redirect_url as string, "approve");

      expect(await subscriptionsOf(buyer)).toHaveLength(1);
      expect((await resultOf(buyer, second.order_id)).order_status).toBe("succeeded");
      const refused = await resultOf(buyer, first.order_id);
      expect(refused.order_status).toBe("declined");
      expect(refused.paid).toBe(false);
      expect(refused.failure_reason).toBe(TRIAL_USED_REASON);
    });

    it("should refuse a trial-price order paid after another subscription was granted", async () => {
      const buyer = await api.newBuyer();
      const trial = await openTrial(buyer, "trial");
      const monthly = (
        await api.post("payment/v1/providers/tpa/purchase", buyer, { plan_id: MONTHLY_PLAN })
      ).body.data as OrderResult;
      await api.press(monthly.redirect_url as string, "approve");
      await api.press(trial.redirect_url as string, "approve");

      const granted = await subscriptionsOf(buyer);
      expect(granted.map((row) => row.orderId)).toEqual([monthly.order_id]);
      expect((await resultOf(buyer, trial.order_id)).failure_reason).toBe(TRIAL_USED_REASON);
    });

    it("should decline a trial order before the provider charges when the account has had its trial meanwhile", async () => {
      const buyer = await api.newBuyer();
      const { order: card } = await api.app.payments.orders.create({
        userId: buyer.userId,
        appType: 501,
        planId: TRIAL_PLAN,
        provider: "gap",
        currency: "USD",
      });
      expect(card.trial).toBe(true);
      const hosted = await openTrial(buyer, "hosted");
      await api.press(hosted.redirect_url as string, "approve");

      const outcome = await api.app.payments.orders.start(card, {
        paymentToken: "gap_sandbox_approve",
      });
      expect(outcome.order.status).toBe("declined");
      expect(outcome.order.failureReason).toBe(TRIAL_USED_REASON);
      const charged = await api.app.database.db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.orderId, card.id));
      expect(charged).toHaveLength(0);
      expect(await subscriptionsOf(buyer)).toHaveLength(1);
    });

    it("should refuse a second free trial on the account before any provider is asked, instead of charging a month", async () => {
      const buyer = await api.newBuyer();
      const trial = await openTrial(buyer, "one");
      await api.press(trial.redirect_url as string, "approve");
      const again = await openTrial(buyer, "two");
      expect(again).toMatchObject({
        order_status: "declined",
        amount: TRIAL_PRICE,
        failure_reason: TRIAL_USED_REASON,
      });
      expect(again.redirect_url).toBeUndefined();
      const sandbox = await api.app.database.db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.orderId, again.order_id));
      expect(sandbox).toEqual([]);
      expect(await subscriptionsOf(buyer)).toHaveLength(1);
      expect((await ordersOf(buyer)).filter((order) => order.status === "succeeded")).toHaveLength(
        1,
      );
    });
  });

  describe.skipIf(!target.available)(
    "one browser (its mvpn_device cookie) and several accounts",
    () => {
      let api: PaymentsApi;

      beforeAll(async () => {
        api = await startPaymentsApi(target);
        api.clock.set("2026-11-16T10:00:00Z");
      });

      afterAll(async () => {
        await api?.close();
      });

      /** A trial purchase from the browser that holds `cookie` (none: a browser's first). */
      async function openTrial(
        buyer: Buyer,
        cookie?: string,
      ): Promise<{ order: OrderResult; setCookie: string | undefined }> {
        const started = await api.post(
          "payment/v1/providers/tpa/purchase",
          buyer,
          { plan_id: TRIAL_PLAN },
          { headers: cookie === undefined ? {} : { cookie } },
        );
        expect(started.status).toBe(200);
        const setCookie = started.headers
          .getSetCookie()
          .find((line) => line.startsWith(`${DEVICE_COOKIE}=`));
        return { order: started.body.data as OrderResult, setCookie };
      }

      /** What the browser sends back: the name=value of a Set-Cookie line. */
      const cookieOf = (setCookie: string | undefined) => {
        expect(setCookie).toBeDefined();
        return (setCookie as string).split(";")[0] as string;
      };
      /** A browser that has its device cookie (from a first purchase, not paid). */
      async function newBrowser(): Promise<string> {
        return cookieOf((await openTrial(await api.newBuyer())).setCookie);
      }
      const resultOf = async (buyer: Buyer, orderId: string) =>
        (await api.post("payment/v1/providers/tpa/purchase_result", buyer, { order_id: orderId }))
          .body.data as OrderResult;
      const subscriptionCount = async (...buyers: Buyer[]) => {
        let count = 0;
        for (const buyer of buyers) {
          const rows = await api.app.database.db
            .select()
            .from(subscriptions)
            .where(eq(subscriptions.userId, buyer.userId));
          count += rows.length;
        }
        return count;
      };

      it("should give the browser an httpOnly, SameSite=Lax device cookie on its first trial purchase, and keep it", async () => {
        const { setCookie } = await openTrial(await api.newBuyer());
        expect(setCookie).toMatch(
          new RegExp(`^${DEVICE_COOKIE}=[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{43}; Path=/;`),
        );
        expect(setCookie).toContain("; HttpOnly");
        expect(setCookie).toContain("; SameSite=Lax");
        // Over plain http (this test's api) it cannot be Secure: the browser would drop it.
        expect(setCookie).not.toContain("Secure");
        const again = await openTrial(await api.newBuyer(), cookieOf(setCookie));
        expect(again.setCookie).toBeUndefined();
      });

      it("should refuse the free trial to a second account in the same browser after the first had it", async () => {
        const browser = await newBrowser();
        const first = await api.newBuyer();
        const second = await api.newBuyer();
        const one = await openTrial(first, browser);
        expect(one.order.amount).toBe(TRIAL_PRICE);
        await api.press(one.order.redirect_url as string, "approve");
        expect((await resultOf(first, one.order.order_id)).order_status).toBe("succeeded");

        const two = await openTrial(second, browser);
        expect(two.order.order_status).toBe("declined");
        expect(two.order.failure_reason).toBe(TRIAL_USED_REASON);
        expect(await subscriptionCount(first, second)).toBe(1);
      });

      it("should grant one trial when two accounts in the same browser pay trial orders opened one after the other", async () => {
        const browser = await newBrowser();
        const first = await api.newBuyer();
        const second = await api.newBuyer();
        const one = await openTrial(first, browser);
        const two = await openTrial(second, browser);
        expect([one.order.amount, two.order.amount]).toEqual([TRIAL_PRICE, TRIAL_PRICE]);

        await api.press(one.order.redirect_url as string, "approve");
        await api.press(two.order.redirect_url as string, "approve");

        expect(await subscriptionCount(first, second)).toBe(1);
        expect((await resultOf(first, one.order.order_id)).order_status).toBe("succeeded");
        const refused = await resultOf(second, two.order.order_id);
        expect(refused.order_status).toBe("declined");
        expect(refused.failure_reason).toBe(TRIAL_USED_REASON);
      });

      it("should grant one trial when accounts in the same browser pay their trial orders at the same time", async () => {
        const browser = await newBrowser();
        const buyers = [await api.newBuyer(), await api.newBuyer(), await api.newBuyer()];
        const opened = await Promise.all(buyers.map((buyer) => openTrial(buyer, browser)));
        expect(opened.map(({ order }) => order.amount)).toEqual([
          TRIAL_PRICE,
          TRIAL_PRICE,
          TRIAL_PRICE,
        ]);

        await Promise.all(
          opened.map(({ order }) => api.press(order.redirect_url as string, "approve")),
        );

        expect(await subscriptionCount(...buyers)).toBe(1);
        const results = await Promise.all(
          opened.map(({ order }, index) => resultOf(buyers[index] as Buyer, order.order_id)),
        );
        expect(results.map((result) => result.order_status).sort()).toEqual([
          "declined",
          "declined",
          "succeeded",
        ]);
        for (const refused of results.filter((result) => result.order_status === "declined")) {
          expect(refused.failure_reason).toBe(TRIAL_USED_REASON);
          expect(refused.subscription).toBeUndefined();
        }
      });

      it("should grant one account one trial however many browsers it buys from", async () => {
        const buyer = await api.newBuyer();
        const opened = await Promise.all([
          openTrial(buyer, await newBrowser()),
          openTrial(buyer, await newBrowser()),
        ]);
        await Promise.all(
          opened.map(({ order }) => api.press(order.redirect_url as string, "approve")),
        );
        expect(await subscriptionCount(buyer)).toBe(1);
        const statuses = await Promise.all(
          opened.map(async ({ order }) => (await resultOf(buyer, order.order_id)).order_status),
        );
        expect(statuses.sort()).toEqual(["declined", "succeeded"]);
      });

      it("should ignore a forged or tampered device cookie and give the browser a fresh one", async () => {
        const browser = await newBrowser();
        const [name, value] = browser.split("=") as [string, string];
        const [id, mac] = value.split(".") as [string, string];
        const otherId = "A".repeat(22);
        const forgeries = [
          `${name}=${id}.${mac.slice(0, -1)}${mac.endsWith("A") ? "B" : "A"}`, // a real id, its signature altered
          `${name}=${otherId}.${mac}`, // another id under a real signature
          `${name}=${id}`, // no signature
          `${name}=${value}.${mac}`, // one part too many
        ];
        for (const forged of forgeries) {
          const { order, setCookie } = await openTrial(await api.newBuyer(), forged);
          const fresh = cookieOf(setCookie);
          const [row] = await api.app.database.db
            .select({ deviceId: orders.deviceId })
            .from(orders)
            .where(eq(orders.id, order.order_id));
          expect(row?.deviceId).toMatch(/^[A-Za-z0-9_-]{22}$/);
          expect([id, otherId]).not.toContain(row?.deviceId);
          expect(fresh.startsWith(`${name}=${row?.deviceId}.`)).toBe(true);
        }

        // The browser's real cookie still names it: its trial is recorded under its id.
        const owner = await api.newBuyer();
        const real = await openTrial(owner, browser);
        await api.press(real.order.redirect_url as string, "approve");
        const [grant] = await api.app.database.db
          .select({ deviceId: trialGrants.deviceId })
          .from(trialGrants)
          .where(eq(trialGrants.userId, owner.userId));
        expect(grant?.deviceId).toBe(id);
      });
    },
  );
});
