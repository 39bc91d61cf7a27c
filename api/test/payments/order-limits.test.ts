import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_RATE_LIMITS } from "../../src/rate-limit/rules.js";
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

/**
 * Issue #35, finding 6: 30 of 50 requests with one Idempotency-Key got 429
 * instead of the same order. A repeated key (or order id) is the same
 * purchase: it answers the order the first call opened, and counts against
 * the buyer's limits once.
 */
describe.each(databaseTargets)("given a buyer repeating one purchase on $name", (target) => {
  describe.skipIf(!target.available)("with the shipped order limits", () => {
    let api: PaymentsApi;
    const REPEATS = 50;

    beforeAll(async () => {
      api = await startPaymentsApi(target, {
        deps: {
          rateLimits: {
            ...RELAXED_RATE_LIMITS,
            ordersPerUser: DEFAULT_RATE_LIMITS.ordersPerUser,
            ordersPerUserPerDay: DEFAULT_RATE_LIMITS.ordersPerUserPerDay,
          },
        },
      });
    });

    afterAll(async () => {
      await api?.close();
    });

    it("should answer 50 concurrent requests with one Idempotency-Key with the same order, none with 429", async () => {
      const buyer = await api.newBuyer();
      const key = randomUUID();
      const responses = await Promise.all(
        Array.from({ length: REPEATS }, () =>
          api.post(
            "payment/v1/providers/ps/purchase",
            buyer,
            { plan_id: 1 },
            {
              headers: { "idempotency-key": key },
            },
          ),
        ),
      );
      expect(responses.map((response) => response.status)).toEqual(
        Array.from({ length: REPEATS }, () => 200),
      );
      const orderIds = new Set(responses.map((response) => response.body.data?.order_id));
      expect(orderIds.size).toBe(1);
    });

    it("should answer 50 sequential repeats of one order id with that order, none with 429", async () => {
      const buyer = await api.newBuyer();
      const orderId = randomUUID();
      const statuses: number[] = [];
      const orderIds = new Set<string | undefined>();
      for (let i = 0; i < REPEATS; i++) {
        const response = await api.post("payment/v1/providers/rz/purchase", buyer, {
          plan_id: 1,
          order_id: orderId,
        });
        statuses.push(response.status);
        orderIds.add(response.body.data?.order_id);
      }
      expect(statuses).toEqual(Array.from({ length: REPEATS }, () => 200));
      expect([...orderIds]).toEqual([orderId]);
    });

    it("should still count each new key once, and refuse the buyer past the limit", async () => {
      const buyer = await api.newBuyer();
      const { limit } = DEFAULT_RATE_LIMITS.ordersPerUser;
      const statuses: number[] = [];
      for (let i = 0; i <= limit; i++) {
        const key = randomUUID();
        // Each new key twice: the repeat answers the same and costs nothing.
        for (let repeat = 0; repeat < 2; repeat++) {
          const response = await api.post(
            "payment/v1/providers/ps/purchase",
            buyer,
            { plan_id: 1 },
            {
              headers: { "idempotency-key": key },
            },
          );
          statuses.push(response.status);
        }
      }
      expect(statuses).toEqual([...Array.from({ length: 2 * limit }, () => 200), 429, 429]);
    });
  });
});
