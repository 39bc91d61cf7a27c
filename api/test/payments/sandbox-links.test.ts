import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriptions } from "../../src/db/schema/index.js";
import { databaseTargets } from "../helpers/databases.js";
import {
  type Buyer,
  formAction,
  type OrderResult,
  type PaymentsApi,
  startPaymentsApi,
} from "./payments-api.js";

/**
 * Issue #18, finding 1: the sandbox's approve button took anyone who knew an
 * order id (`POST /sandbox/<p>/checkout/<order>/approve`, no sign-in) and
 * granted its plan. Its pages now answer only at the signed link the api
 * gave the order's buyer (docs/payments.md "The sandbox").
 */
describe.each(databaseTargets)("given sandbox checkouts on $name", (target) => {
  describe.skipIf(!target.available)("reached without the buyer's signed link", () => {
    let api: PaymentsApi;

    beforeAll(async () => {
      api = await startPaymentsApi(target);
      api.clock.set("2026-11-16T10:00:00Z");
    });

    afterAll(async () => {
      await api?.close();
    });

    const subscriptionsOf = (orderId: string) =>
      api.app.database.db.select().from(subscriptions).where(eq(subscriptions.orderId, orderId));

    async function openCheckout(buyer: Buyer): Promise<OrderResult> {
      const started = await api.post("payment/v1/providers/ps/purchase", buyer, { plan_id: 1 });
      expect(started.status).toBe(200);
      return started.body.data as OrderResult;
    }

    async function post(path: string) {
      const response = await fetch(new URL(path, api.baseUrl), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "",
        redirect: "manual",
      });
      return { status: response.status, text: await response.text() };
    }

    const statusOf = async (buyer: Buyer, orderId: string) =>
      (
        (await api.post("payment/v1/providers/ps/purchase_result", buyer, { order_id: orderId }))
          .body.data as OrderResult
      ).order_status;

    it("should answer the page's address without its signature as a checkout that does not exist", async () => {
      const order = await openCheckout(await api.newBuyer());
      const bare = `/sandbox/ps/checkout/${order.order_id}`;
      const response = await fetch(new URL(bare, api.baseUrl));
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("Checkout not found");
    });

    it("should not let a stranger approve someone's order by its id", async () => {
      const buyer = await api.newBuyer();
      const order = await openCheckout(buyer);
      const approved = await post(`/sandbox/ps/checkout/${order.order_id}/approve`);
      expect(approved.status).toBe(404);
      expect(approved.text).toContain("Checkout not found");
      expect(await statusOf(buyer, order.order_id)).toBe("pending");
      expect(await subscriptionsOf(order.order_id)).toHaveLength(0);
    });

    it("should not take one order's signature for another order", async () => {
      const mine = await openCheckout(await api.newBuyer());
      const victim = await api.newBuyer();
      const theirs = await openCheckout(victim);
      const signature = new URL(mine.redirect_url as string, api.baseUrl).search;
      const approved = await post(`/sandbox/ps/checkout/${theirs.order_id}/approve${signature}`);
      expect(approved.status).toBe(404);
      // Nor for the same order at another provider's address.
      const otherProvider = await post(`/sandbox/rz/checkout/${mine.order_id}/approve${signature}`);
      expect(otherProvider.status).toBe(404);
      expect(await statusOf(victim, theirs.order_id)).toBe("pending");
    });

    it("should refuse a signature changed by one character", async () => {
      const buyer = await api.newBuyer();
      const order = await openCheckout(buyer);
      const link = order.redirect_url as string;
      const last = link.at(-1) === "A" ? "B" : "A";
      const tampered = `${link.slice(0, -1)}${last}`;
      expect((await fetch(new URL(tampered, api.baseUrl))).status).toBe(404);
      const approve = tampered.replace("?", "/approve?");
      expect((await post(approve)).status).toBe(404);
      expect(await statusOf(buyer, order.order_id)).toBe("pending");
    });

    it("should decide once at the buyer's link: a second press changes nothing", async () => {
      const buyer = await api.newBuyer();
      const order = await openCheckout(buyer);
      const page = await (await fetch(new URL(order.redirect_url as string, api.baseUrl))).text();
      const decline = formAction(page, "decline") as string;
      const approve = formAction(page, "approve") as string;
      expect(decline).toMatch(/\/decline\?sig=[\w-]{43}$/);
      expect((await post(decline)).status).toBe(303);
      expect((await post(approve)).status).toBe(303);
      expect(await statusOf(buyer, order.order_id)).toBe("declined");
      expect(await subscriptionsOf(order.order_id)).toHaveLength(0);
    });

    it("should keep the card verification page of s1 behind its link too", async () => {
      const buyer = await api.newBuyer();
      const tokenResponse = await fetch(new URL("/sandbox/s1/tokens", api.baseUrl), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          public_key: "pk_sandbox_mvpn_s1",
          number: "4000002760003184",
          exp_month: 12,
          exp_year: 2030,
          cvc: "123",
        }),
      });
      const { id: cardToken } = (await tokenResponse.json()) as { id: string };
      const created = await api.call<OrderResult>(
        "POST",
        "/ws/mm/reca/r3/payment/v1/providers/s1/create_subscription",
        {
          token: buyer.token,
          body: { recasign: await api.botToken(), plan_id: 1, token: cardToken },
        },
      );
      const order = created.body.data as OrderResult;
      expect(order.order_status).toBe("requires_action");
      expect(
        (await fetch(new URL(`/sandbox/s1/verify/${order.order_id}`, api.baseUrl))).status,
      ).toBe(404);
      expect((await post(`/sandbox/s1/verify/${order.order_id}/approve`)).status).toBe(404);
      expect(await subscriptionsOf(order.order_id)).toHaveLength(0);
      // The buyer's own link still works.
      const pressed = await api.press(order.redirect_url as string, "approve");
      expect(pressed.status).toBe(303);
      expect(await subscriptionsOf(order.order_id)).toHaveLength(1);
    });
  });
});
