import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../src/db/schema/index.js";
import { databaseTargets } from "../helpers/databases.js";
import { type OrderResult, type PaymentsApi, startPaymentsApi } from "./payments-api.js";

/** The 1-month plans of the web site (501) and of product 502 (docs/payments.md "Plans"). */
const WEB_PLAN = 1;
const PRODUCT_502_PLAN = 7;

/**
 * Issue #35, finding 6: `X-App-Type: 4` could buy a plan of product 501. A
 * plan is sold to the app of its product only (SPEC.md §3 product table), as
 * GET plans lists only that app's plans.
 */
describe.each(databaseTargets)("given purchases from apps on $name", (target) => {
  describe.skipIf(!target.available)("and plans of one product", () => {
    let api: PaymentsApi;

    beforeAll(async () => {
      api = await startPaymentsApi(target);
    });

    afterAll(async () => {
      await api?.close();
    });

    it.each([
      ["4", WEB_PLAN],
      ["502", WEB_PLAN],
      ["501", PRODUCT_502_PLAN],
    ])(
      "should refuse X-App-Type %s a plan of another product (%i) with 404, writing nothing",
      async (appType, planId) => {
        const buyer = await api.newBuyer();
        for (const path of [
          "payment/v1/providers/tpa/purchase",
          "payment/v1/providers/gap/purchase_result",
        ]) {
          const refused = await api.post(
            path,
            buyer,
            { plan_id: planId, payment_token: "gap_sandbox_approve" },
            { appType },
          );
          expect(refused.status).toBe(404);
          expect(refused.body.message).toContain("not sold to this app");
        }
        const written = await api.app.database.db
          .select()
          .from(orders)
          .where(eq(orders.userId, buyer.userId));
        expect(written).toHaveLength(0);
      },
    );

    it("should sell each app the plans of its own product", async () => {
      const buyer = await api.newBuyer();
      const web = await api.post("payment/v1/providers/tpa/purchase", buyer, { plan_id: WEB_PLAN });
      expect(web.status).toBe(200);
      const other = await api.post(
        "payment/v1/providers/tpa/purchase",
        buyer,
        { plan_id: PRODUCT_502_PLAN },
        { appType: "502" },
      );
      expect(other.status).toBe(200);
      expect((other.body.data as OrderResult).plan_id).toBe(PRODUCT_502_PLAN);
    });
  });
});
