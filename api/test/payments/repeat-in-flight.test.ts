import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, subscriptions } from "../../src/db/schema/index.js";
import { GAP_SANDBOX_TOKENS } from "../../src/payments/gap/sandbox-adapter.js";
import { databaseTargets } from "../helpers/databases.js";
import { type PaymentsApi, startPaymentsApi } from "./payments-api.js";

const GAP_RESULT = "payment/v1/providers/gap/purchase_result";
const PLAN_12_MONTHS = 2;

// A repeated wallet payment (same order id) that arrives while the first call
// has charged but not yet recorded the charge once answered "not paid": it
// read the order as handed over and still open, and answered that row. Five
// concurrent calls showed it on a loaded machine (issue #20); this test sets
// up that moment instead of racing for it.
describe.each(databaseTargets)("given the api with sandbox payments on $name", (target) => {
  describe.skipIf(!target.available)(
    "given a wallet charge made by a first call that has not recorded it yet",
    () => {
      let api: PaymentsApi;

      beforeAll(async () => {
        api = await startPaymentsApi(target);
        api.clock.set("2026-11-16T10:00:00Z");
      });

      afterAll(async () => {
        await api?.close();
      });

      it("should answer a repeated call with the same order id as paid, with one subscription", async () => {
        const buyer = await api.newBuyer();
        const orderId = randomUUID();
        const { order } = await api.app.payments.orders.create({
          userId: buyer.userId,
          planId: PLAN_12_MONTHS,
          provider: "gap",
          appType: 501,
          currency: "USD",
          orderId,
        });
        // What the first call has done so far: charged the wallet, and noted the provider's reference.
        const gap = api.app.payments.adapter("gap");
        const charged = await gap?.createPayment(
          {
            id: order.id,
            provider: "gap",
            amountMinor: order.amountMinor,
            currency: order.currency,
            renewalAmountMinor: null,
            planId: order.planId,
            planName: "12 months",
            durationMonths: 12,
            providerRef: null,
            returnUrl: `/paystatus?order=${order.id}&provider=gap`,
            createdAt: order.createdAt,
          },
          { paymentToken: GAP_SANDBOX_TOKENS.approve },
        );
        expect(charged).toMatchObject({ kind: "charged", result: { status: "succeeded" } });
        await api.app.database.db
          .update(orders)
          .set({ providerRef: charged?.providerRef })
          .where(eq(orders.id, orderId));

        const repeated = await api.post(GAP_RESULT, buyer, {
          plan_id: PLAN_12_MONTHS,
          payment_token: GAP_SANDBOX_TOKENS.approve,
          order_id: orderId,
        });

        expect(repeated.status).toBe(200);
        expect(repeated.body.data).toMatchObject({
          order_id: orderId,
          order_status: "succeeded",
          paid: true,
        });
        const granted = await api.app.database.db
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.orderId, orderId));
        expect(granted).toHaveLength(1);
      });
    },
  );
});
