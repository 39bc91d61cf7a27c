import { readFileSync } from "node:fs";
import { isSameOriginPath } from "@mvpn/contract/validation";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../src/db/schema/index.js";
import { returnUrlFor } from "../../src/payments/return-url.js";
import { databaseTargets } from "../helpers/databases.js";
import { type OrderResult, type PaymentsApi, startPaymentsApi } from "./payments-api.js";

/** The return paths the site's tests read too (issue #35, finding 1). */
const vectors = JSON.parse(
  readFileSync(
    new URL("../../../contract/src/validation/__fixtures__/return-urls.json", import.meta.url),
    "utf8",
  ),
) as {
  safe: Array<{ value: string; path: string }>;
  unsafe: Array<{ value: string; why: string }>;
};

const SITE = "http://site.invalid";

/** Where a browser lands when a page on SITE answers 303 with `location`. */
const landsOn = (location: string) => new URL(location, SITE).origin;

describe("given a return path from a purchase", () => {
  it("should add the order and provider to its query, keeping what was there", () => {
    expect(returnUrlFor("/paystatus", "abc", "ps")).toBe("/paystatus?order=abc&provider=ps");
    expect(returnUrlFor("/de/paystatus?from=x", "abc", "so")).toBe(
      "/de/paystatus?from=x&order=abc&provider=so",
    );
    expect(returnUrlFor("/paystatus#top", "abc", "rz")).toBe(
      "/paystatus?order=abc&provider=rz#top",
    );
    expect(returnUrlFor("/paystatus?order=forged", "abc", "rz")).toBe(
      "/paystatus?order=abc&provider=rz",
    );
  });

  it.each(vectors.safe)("should accept the path $value", ({ value, path }) => {
    expect(isSameOriginPath(value)).toBe(true);
    const back = returnUrlFor(value, "abc", "ps");
    expect(back.startsWith(`${new URL(path, SITE).pathname}?`)).toBe(true);
    expect(landsOn(back)).toBe(SITE);
  });

  it.each(vectors.unsafe)("should refuse $value ($why)", ({ value }) => {
    expect(isSameOriginPath(value)).toBe(false);
  });

  it.each(vectors.unsafe)(
    "should send the buyer back to /paystatus, never elsewhere, from a stored $value",
    ({ value }) => {
      // An order written before the rule was tightened keeps its return_path.
      const back = returnUrlFor(value, "abc", "ps");
      expect(back).toBe("/paystatus?order=abc&provider=ps");
      expect(landsOn(back)).toBe(SITE);
    },
  );
});

describe.each(databaseTargets)(
  "given a hosted checkout on $name (issue #35, finding 1)",
  (target) => {
    describe.skipIf(!target.available)("and a return_url that would leave the site", () => {
      let api: PaymentsApi;

      beforeAll(async () => {
        api = await startPaymentsApi(target);
      });

      afterAll(async () => {
        await api?.close();
      });

      it.each(vectors.unsafe)(
        "should refuse the purchase with 400 for $value",
        async ({ value }) => {
          const buyer = await api.newBuyer();
          const refused = await api.post("payment/v1/providers/tpa/purchase", buyer, {
            plan_id: 1,
            return_url: value,
          });
          expect(refused.status).toBe(400);
          const written = await api.app.database.db
            .select()
            .from(orders)
            .where(eq(orders.userId, buyer.userId));
          expect(written).toHaveLength(0);
        },
      );

      it.each(vectors.safe)(
        "should come back to $path on the site after cancel",
        async ({ value, path }) => {
          const buyer = await api.newBuyer();
          const started = await api.post("payment/v1/providers/tpa/purchase", buyer, {
            plan_id: 1,
            return_url: value,
          });
          expect(started.status).toBe(200);
          const order = started.body.data as OrderResult;
          const pressed = await api.press(order.redirect_url as string, "cancel");
          expect(pressed.status).toBe(303);
          const location = pressed.location ?? "";
          expect(location.startsWith("//")).toBe(false);
          expect(landsOn(location)).toBe(SITE);
          expect(new URL(location, SITE).pathname).toBe(new URL(path, SITE).pathname);
          expect(new URL(location, SITE).searchParams.get("order")).toBe(order.order_id);
        },
      );

      it.each(vectors.unsafe)(
        "should send the buyer of an order stored with $value back to /paystatus on the site",
        async ({ value }) => {
          const buyer = await api.newBuyer();
          const started = await api.post("payment/v1/providers/tpa/purchase", buyer, {
            plan_id: 1,
          });
          const order = started.body.data as OrderResult;
          await api.app.database.db
            .update(orders)
            .set({ returnPath: value })
            .where(eq(orders.id, order.order_id));
          const pressed = await api.press(order.redirect_url as string, "cancel");
          expect(pressed.status).toBe(303);
          expect(pressed.location).toBe(`/paystatus?order=${order.order_id}&provider=tpa`);
        },
      );
    });
  },
);
