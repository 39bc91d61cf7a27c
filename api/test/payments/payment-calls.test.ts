import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok } from "../../src/http/envelope.js";
import { repoRoot } from "../../src/paths.js";
import { PLAN_CACHE_TTL_MS } from "../../src/payments/plans/plan-catalog.js";
import { PLAN_SNAPSHOT_FILE, readPlanSnapshot } from "../../src/payments/plans/plan-snapshot.js";
import { databaseTargets } from "../helpers/databases.js";
import { type PaymentsApi, startPaymentsApi } from "./payments-api.js";

interface PlanList {
  plan_set: string;
  currency: string;
  currencySymbol: string;
  max_discount: string;
  list: Array<Record<string, unknown>>;
}

interface PricesAnswer {
  success: boolean;
  response?: {
    customer_country: string;
    products: Array<{
      product_id: number;
      currency: string;
      subscription: { price: { gross: number } };
    }>;
  };
  error?: { code: number; message: string };
}

describe.each(databaseTargets)("given the api with the seeded plans on $name", (target) => {
  describe.skipIf(!target.available)("the read-only payment calls", () => {
    let api: PaymentsApi;

    beforeAll(async () => {
      api = await startPaymentsApi(target);
    });

    afterAll(async () => {
      await api?.close();
    });

    describe("GET payment/v1/providers/plans", () => {
      // The site prerenders /pricing from this file (issue #12: prices in the HTML).
      it("should answer exactly the plan lists the site prerenders (npm run plans:snapshot -w @mvpn/api)", async () => {
        const saved = JSON.parse(await readFile(path.join(repoRoot, PLAN_SNAPSHOT_FILE), "utf8"));
        expect(await readPlanSnapshot(api.app)).toEqual(saved);
      });

      it("should list the default plans of the web product with every SPEC.md §3 field", async () => {
        const response = await api.call<PlanList>("GET", "/api/mms/payment/v1/providers/plans");
        expect(response.status).toBe(200);
        expect(response.body.code).toBe(0);
        const data = response.body.data as PlanList;
        expect(data).toMatchObject({
          plan_set: "default",
          currency: "USD",
          currencySymbol: "$",
          max_discount: "62%",
        });
        expect(data.list).toHaveLength(3);
        expect(data.list[2]).toEqual({
          id: 3,
          name: "24 months",
          plan_set: "default",
          product_type: 501,
          duration_months: 24,
          price_amount: "4.99",
          price_unit: "month",
          money: "119.76",
          price_discount_amount: "311.76",
          price_deduction_amount: "192.00",
          currency: "USD",
          currencySymbol: "$",
          discount_percent: "62%",
          is_recommended: false,
        });
      });

      it("should give the affiliate set to X-From: CJ, with its trial price", async () => {
        const response = await api.call<PlanList>("GET", "/api/mms/payment/v1/providers/plans", {
          headers: { "x-from": "CJ" },
        });
        const data = response.body.data as PlanList;
        expect(data.plan_set).toBe("cj");
        expect(data.list.map((plan) => plan.id)).toEqual([4, 5, 6]);
        expect(data.list[0]).toMatchObject({ trial_price: "1.99", money: "12.99" });
      });

      it("should fall back to the default set for an affiliate without plans of its own", async () => {
        const response = await api.call<PlanList>("GET", "/api/mms/payment/v1/providers/plans", {
          headers: { "x-from": "someone-else" },
        });
        expect(response.body.data?.plan_set).toBe("default");
      });

      it("should quote in the currency asked for, and list another web product's plans", async () => {
        const gbp = await api.call<PlanList>("GET", "/api/mms/payment/v1/providers/plans", {
          query: { currency: "GBP" },
          appType: "502",
        });
        expect(gbp.body.data).toMatchObject({ currency: "GBP", currencySymbol: "£" });
        expect(gbp.body.data?.list.map((plan) => [plan.id, plan.money])).toEqual([
          [7, "10.99"],
          [8, "59.88"],
          [9, "100.56"],
        ]);
      });

      it("should answer an empty list, with the 59% floor, to an app type that sells nothing on the web", async () => {
        const response = await api.call<PlanList>("GET", "/api/mms/payment/v1/providers/plans", {
          appType: "1",
        });
        expect(response.body.data).toMatchObject({ list: [], max_discount: "59%" });
      });

      it("should refuse an unknown currency, a malformed X-From and a missing or unknown X-App-Type", async () => {
        const currency = await api.call("GET", "/api/mms/payment/v1/providers/plans", {
          query: { currency: "EUR" },
        });
        expect(currency.status).toBe(400);
        expect(currency.body.message).toBe("currency must be one of USD, AUD, CAD, GBP");
        const xFrom = await api.call("GET", "/api/mms/payment/v1/providers/plans", {
          headers: { "x-from": "<script>" },
        });
        expect(xFrom.status).toBe(400);
        expect(xFrom.body.message).toBe("The X-From header must be an affiliate name such as CJ.");
        const missing = await api.call("GET", "/api/mms/payment/v1/providers/plans", {
          appType: null,
        });
        expect(missing.body).toEqual({ code: 400, message: "The X-App-Type header is required" });
        const unknown = await api.call("GET", "/api/mms/payment/v1/providers/plans", {
          appType: "999",
        });
        expect(unknown.body).toEqual({ code: 400, message: "Unknown application type: 999" });
      });

      it("should show a price change once the cached list is invalidated", async () => {
        const { sql } = await import("drizzle-orm");
        await api.app.database.db.execute(
          sql`update plan_prices set amount_minor = 1199 where plan_id = 1 and currency = 'USD'`,
        );
        api.app.payments.catalog.invalidate();
        const response = await api.call<PlanList>("GET", "/api/mms/payment/v1/providers/plans");
        expect(response.body.data?.list[0]).toMatchObject({
          money: "11.99",
          discount_percent: "8%",
        });
        await api.app.database.db.execute(
          sql`update plan_prices set amount_minor = 1299 where plan_id = 1 and currency = 'USD'`,
        );
        api.app.payments.catalog.invalidate();
      });
      it("should answer the bytes it serialized while the catalogue copy holds, and the new prices once it is 10 s old or invalidated", async () => {
        const { sql } = await import("drizzle-orm");
        const plansIn = (currency: string, headers: Record<string, string> = {}) =>
          api.call<PlanList>("GET", "/api/mms/payment/v1/providers/plans", {
            query: { currency },
            headers,
          });
        const first = await plansIn("AUD");
        const again = await plansIn("AUD");
        // What the route's serializer makes of the data: the kept bytes are not reformatted.
        expect(first.text).toBe(JSON.stringify(ok(first.body.data)));
        expect(again.text).toBe(first.text);
        expect(again.headers.get("cache-control")).toBe("public, max-age=10");
        // fetch asks for br/gzip: the answer is compressed as before.
        expect(again.headers.get("vary")).toBe("X-App-Type, X-From, accept-encoding");
        expect(again.headers.get("x-content-type-options")).toBe("nosniff");
        // Each (application type, plan set, currency) has its own answer.
        expect((await plansIn("AUD", { "x-from": "CJ" })).body.data?.plan_set).toBe("cj");
        expect((await plansIn("CAD")).body.data?.currency).toBe("CAD");
        expect((await plansIn("AUD")).text).toBe(first.text);
        // The trial offer is everyone's: X-From is not read for it, even a malformed one.
        const trial = await api.call<PlanList>("GET", "/api/mms/payment/v1/providers/plans", {
          query: { offer: "trial" },
          headers: { "x-from": "<script>" },
        });
        expect(trial.status).toBe(200);
        expect(trial.body.data?.plan_set).toBe("trial");

        const before = first.body.data?.list[0]?.money as string;
        const lowered = (Number(before) - 1).toFixed(2);
        await api.app.database.db.execute(
          sql`update plan_prices set amount_minor = amount_minor - 100 where plan_id = 1 and currency = 'AUD'`,
        );
        try {
          // Inside PLAN_CACHE_TTL_MS the copy still holds (docs/api.md): the same bytes.
          expect((await plansIn("AUD")).text).toBe(first.text);
          api.clock.advance(PLAN_CACHE_TTL_MS);
          const later = await plansIn("AUD");
          expect(later.body.data?.list[0]?.money).toBe(lowered);
          expect(later.text).toBe(JSON.stringify(ok(later.body.data)));
        } finally {
          await api.app.database.db.execute(
            sql`update plan_prices set amount_minor = amount_minor + 100 where plan_id = 1 and currency = 'AUD'`,
          );
        }
        api.app.payments.catalog.invalidate();
        expect((await plansIn("AUD")).text).toBe(first.text);
      });
    });

    describe("GET payment/v1/providers/common/params and s1/publickey", () => {
      it("should list the seven sandbox providers and their public parameters, no secrets", async () => {
        const response = await api.call<{
          plan_set: string;
          sandbox: boolean;
          providers: Array<{ id: string; mode: string; params: Record<string, unknown> }>;
        }>("GET", "/api/mms/payment/v1/providers/common/params", { headers: { "x-from": "CJ" } });
        expect(response.status).toBe(200);
        const data = response.body.data;
        expect(data?.plan_set).toBe("cj");
        expect(data?.sandbox).toBe(true);
        expect(data?.providers.map((provider) => provider.id)).toEqual([
          "s1",
          "pd",
          "ps",
          "rz",
          "gap",
          "tpa",
          "so",
        ]);
        expect(data?.providers.every((provider) => provider.mode === "sandbox")).toBe(true);
        expect(response.text).not.toMatch(/secret/i);
      });

      it("should give the s1 publishable key", async () => {
        const response = await api.call("GET", "/api/mms/payment/v1/providers/s1/publickey");
        expect(response.body.data).toEqual({
          public_key: "pk_sandbox_mvpn_s1",
          sandbox: true,
          tokens_url: "/sandbox/s1/tokens",
        });
      });
    });

    describe("GET /l10n/prices", () => {
      const prices = async (query: string) => {
        const response = await fetch(new URL(`/l10n/prices${query}`, api.baseUrl));
        return { status: response.status, body: (await response.json()) as PricesAnswer };
      };

      it.each([
        ["US", "USD", 71.88],
        ["AU", "AUD", 107.88],
        ["CA", "CAD", 95.88],
        ["GB", "GBP", 59.88],
        ["DE", "USD", 71.88],
        ["gb", "GBP", 59.88],
      ])("should price product 2 for %s in %s", async (country, currency, gross) => {
        const { status, body } = await prices(`?product_ids=2&customer_country=${country}`);
        expect(status).toBe(200);
        expect(body.response?.products).toEqual([
          {
            product_id: 2,
            product_title: "12 months",
            currency,
            vendor_set_prices_included_tax: true,
            price: { gross, net: gross, tax: 0 },
            list_price: expect.any(Object),
            subscription: {
              interval: "month",
              frequency: 12,
              trial_days: 0,
              price: { gross, net: gross, tax: 0 },
              list_price: expect.any(Object),
            },
          },
        ]);
      });

      it("should answer several products, leave out unknown ones, and default to USD without a country", async () => {
        const { body } = await prices("?product_ids=1,%203,999,3");
        expect(body.success).toBe(true);
        expect(body.response?.customer_country).toBe("");
        expect(
          body.response?.products.map((product) => [product.product_id, product.currency]),
        ).toEqual([
          [1, "USD"],
          [3, "USD"],
        ]);
      });

      it("should give the trial price as the first charge of a plan with a trial", async () => {
        const { body } = await prices("?product_ids=4&customer_country=US");
        expect(body.response?.products[0]).toMatchObject({
          price: { gross: 1.99 },
          subscription: { price: { gross: 12.99 } },
        });
      });

      it.each([
        ["", "product_ids is required: a comma-separated list of product ids, such as 1,2"],
        [
          "?product_ids=",
          "product_ids is required: a comma-separated list of product ids, such as 1,2",
        ],
        [
          "?product_ids=a,b",
          "product_ids must be a comma-separated list of positive whole numbers, such as 1,2",
        ],
        [
          "?product_ids=1,,2",
          "product_ids must be a comma-separated list of positive whole numbers, such as 1,2",
        ],
        [
          "?product_ids=-1",
          "product_ids must be a comma-separated list of positive whole numbers, such as 1,2",
        ],
        [
          "?product_ids=1&product_ids=2",
          "product_ids is required: a comma-separated list of product ids, such as 1,2",
        ],
        [
          `?product_ids=${Array.from({ length: 51 }, (_, i) => i + 1).join(",")}`,
          "product_ids may name at most 50 products",
        ],
        [
          "?product_ids=1&customer_country=USA",
          "customer_country must be a two-letter country code, such as US",
        ],
        [
          "?product_ids=1&customer_country=1",
          "customer_country must be a two-letter country code, such as US",
        ],
      ])("should refuse %j with a readable message", async (query, message) => {
        const { status, body } = await prices(query);
        expect(status).toBe(400);
        expect(body).toEqual({ success: false, error: { code: 400, message } });
      });
    });

    describe("GET payment/v1/web/subscription_my", () => {
      it("should answer an empty first page and no VIP time to a new user", async () => {
        const buyer = await api.newBuyer();
        const response = await api.call("GET", "/api/mms/payment/v1/web/subscription_my", {
          token: buyer.token,
          query: { status: "active", page: "1", page_size: "5" },
        });
        expect(response.status).toBe(200);
        expect(response.body.data).toEqual({
          list: [],
          total: 0,
          page: 1,
          page_size: 5,
          vip: { remain_time: 0, ends_at: null },
        });
      });

      it("should page through the subscriptions", async () => {
        const buyer = await api.newBuyer();
        for (let i = 0; i < 3; i++) {
          await api.post("payment/v1/providers/gap/purchase_result", buyer, {
            plan_id: 1,
            payment_token: "gap_sandbox_approve",
          });
        }
        const page2 = await api.call<{ list: unknown[]; total: number }>(
          "GET",
          "/api/mms/payment/v1/web/subscription_my",
          {
            token: buyer.token,
            query: { page: "2", page_size: "2" },
          },
        );
        expect(page2.body.data?.total).toBe(3);
        expect(page2.body.data?.list).toHaveLength(1);
        const upcoming = await api.call<{ total: number }>(
          "GET",
          "/api/mms/payment/v1/web/subscription_my",
          {
            token: buyer.token,
            query: { status: "upcoming" },
          },
        );
        expect(upcoming.body.data?.total).toBe(2);
      });

      it("should need a signed-in user, and tell a bad token apart from none", async () => {
        const none = await api.call("GET", "/api/mms/payment/v1/web/subscription_my");
        expect(none.status).toBe(401);
        expect(none.body.code).toBe(401);
        const bad = await api.call("GET", "/api/mms/payment/v1/web/subscription_my", {
          token: "not-a-token",
        });
        expect(bad.status).toBe(401);
        expect(bad.body.code).toBe(50008);
      });

      it.each([
        [{ status: "paid" }, "status must be one of all, active, upcoming, expired, cancelled"],
        [{ page: "0" }, "page must be a whole number from 1 to 10000"],
        [{ page: "abc" }, "page must be a whole number from 1 to 10000"],
        [{ page_size: "51" }, "page_size must be a whole number from 1 to 50"],
      ])("should refuse the query %j", async (query, message) => {
        const buyer = await api.newBuyer();
        const response = await api.call("GET", "/api/mms/payment/v1/web/subscription_my", {
          token: buyer.token,
          query: query as Record<string, string>,
        });
        expect(response.status).toBe(400);
        expect(response.body.message).toBe(message);
      });
    });
  });
});
