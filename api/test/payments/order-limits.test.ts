import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RELAXED_RATE_LIMITS } from "../helpers/api.js";
import { databaseTargets } from "../helpers/databases.js";
import { type OrderResult, type PaymentsApi, startPaymentsApi } from "./payments-api.js";

/**
 * Issue #18, finding 5 ("same for order creation"): a signed-in user could
 * open orders without limit. Every purchase call now counts against
 * ordersPerUser (and ordersPerUserPerDay); polling results does not.
 */
describe.each(databaseTargets)("given a buyer opening orders on $name", (target) => {
  describe.skipIf(!target.available)("with a limit of 2", () => {
    let api: PaymentsApi;

    beforeAll(async () => {
      api = await startPaymentsApi(target, {
        deps: {
          rateLimits: { ...RELAXED_RATE_LIMITS, ordersPerUser: { limit: 2, windowSeconds: 600 } },
        },
      });
    });

    afterAll(async () => {
      await api?.close();
    });

    it("should refuse the buyer's third purchase call with 429, across providers", async () => {
      const buyer = await api.newBuyer();
      const first = await api.post("payment/v1/providers/ps/purchase", buyer, { plan_id: 1 });
      const second = await api.post("payment/v1/providers/rz/purchase", buyer, { plan_id: 1 });
      expect([first.status, second.status]).toEqual([200, 200]);
      const third = await api.post("payment/v1/providers/gap/purchase_result", buyer, {
        plan_id: 1,
        payment_token: "gap_sandbox_approve",
      });
      expect(third.status).toBe(429);
      expect(third.headers.get("retry-after")).toMatch(/^\d+$/);

      // Polling the orders it has is not opening new ones.
      const order = first.body.data as OrderResult;
      const polled = await api.post("payment/v1/providers/ps/purchase_result", buyer, {
        order_id: order.order_id,
      });
      expect(polled.status).toBe(200);
    });

    it("should not count one buyer's orders against another", async () => {
      const other = await api.newBuyer();
      const response = await api.post("payment/v1/providers/ps/purchase", other, { plan_id: 1 });
      expect(response.status).toBe(200);
    });
  });
});
