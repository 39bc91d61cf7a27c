import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseTargets } from "../helpers/databases.js";
import { type Buyer, type PaymentsApi, startPaymentsApi } from "./payments-api.js";

const PURCHASES = [
  "payment/v1/providers/common/pd/prepurchase",
  "payment/v1/providers/ps/purchase",
  "payment/v1/providers/rz/purchase",
  "payment/v1/providers/tpa/purchase",
  "payment/v1/providers/so/purchase",
];
const RESULTS = ["s1", "pd", "ps", "rz", "tpa", "so"].map(
  (provider) => `payment/v1/providers/${provider}/purchase_result`,
);
const GAP = "payment/v1/providers/gap/purchase_result";
const S1 = "payment/v1/providers/s1/create_subscription";

/** Bodies no purchase may accept, with the start of the message that names the field. */
const BAD_PURCHASE_BODIES: Array<[string, unknown, RegExp]> = [
  ["no plan_id", {}, /^plan_id is required$/],
  ["a plan_id of the wrong type", { plan_id: true }, /^plan_id must be a positive whole number/],
  ["a negative plan_id", { plan_id: -1 }, /^plan_id must be a positive whole number/],
  ["a fractional plan_id", { plan_id: 1.5 }, /plan_id/],
  ["a huge plan_id", { plan_id: 1e20 }, /plan_id/],
  ["a plan_id string that is not digits", { plan_id: "1; drop table plans" }, /plan_id/],
  ["an unknown currency", { plan_id: 1, currency: "EUR" }, /currency/],
  ["an order_id that is not a UUID", { plan_id: 1, order_id: "123" }, /order_id/],
  ["an unknown _cps.type", { plan_id: 1, _cps: { type: "xx", cookie: "c" } }, /_cps\.type/],
  ["a _cps that is not an object", { plan_id: 1, _cps: "cj" }, /_cps/],
  [
    "an oversized _cps.cookie",
    { plan_id: 1, _cps: { type: "cj", cookie: "x".repeat(600) } },
    /_cps\.cookie/,
  ],
  [
    "a return_url on another site",
    { plan_id: 1, return_url: "https://evil.example/paystatus" },
    /return_url/,
  ],
  ["a protocol-relative return_url", { plan_id: 1, return_url: "//evil.example/x" }, /return_url/],
  ["a backslash return_url", { plan_id: 1, return_url: "/\\evil.example" }, /return_url/],
  ["a JSON array", [1, 2], /body|object/i],
  ["a JSON string", "plan", /body|object/i],
];

describe.each(databaseTargets)("given the payment calls on $name", (target) => {
  describe.skipIf(!target.available)("bad input never answers 500", () => {
    let api: PaymentsApi;
    let buyer: Buyer;

    beforeAll(async () => {
      api = await startPaymentsApi(target);
      buyer = await api.newBuyer();
    });

    afterAll(async () => {
      await api?.close();
    });

    describe.each(PURCHASES)("POST %s", (path) => {
      it.each(BAD_PURCHASE_BODIES)("should answer 400 to %s", async (_name, body, message) => {
        const response = await api.post(path, buyer, body);
        expect(response.status).toBe(400);
        expect(response.body.code).toBe(400);
        expect(response.body.message).toMatch(message);
      });

      it("should take an empty or null _cps as no affiliate, and a plan id in a string", async () => {
        for (const cps of [null, { type: "", cookie: "" }]) {
          const response = await api.post(path, buyer, { plan_id: "1", _cps: cps });
          expect(response.status).toBe(200);
        }
      });

      it("should answer 404 to a plan that does not exist", async () => {
        const response = await api.post(path, buyer, { plan_id: 12345 });
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ code: 404, message: "Plan 12345 is not on sale in USD." });
      });

      it("should need a bearer token, and refuse a malformed one with 50008", async () => {
        const none = await api.call("POST", `/api/mms/${path}`, { body: { plan_id: 1 } });
        expect([none.status, none.body.code]).toEqual([401, 401]);
        const bad = await api.call("POST", `/api/mms/${path}`, {
          body: { plan_id: 1 },
          token: "%%%",
        });
        expect([bad.status, bad.body.code]).toEqual([401, 50008]);
      });

      it("should refuse an unknown app type, an oversized body, broken JSON and a bad Idempotency-Key", async () => {
        const appType = await api.call("POST", `/api/mms/${path}`, {
          body: { plan_id: 1 },
          token: buyer.token,
          appType: "abc",
        });
        expect(appType.status).toBe(400);
        const big = await api.post(path, buyer, { plan_id: 1, padding: "x".repeat(70 * 1024) });
        expect([big.status, big.body.code]).toEqual([413, 413]);
        const broken = await api.call("POST", `/api/mms/${path}`, {
          rawBody: "{plan_id:",
          token: buyer.token,
        });
        expect([broken.status, broken.body.code]).toEqual([400, 400]);
        const key = await api.post(
          path,
          buyer,
          { plan_id: 1 },
          { headers: { "idempotency-key": "x".repeat(300) } },
        );
        expect(key.status).toBe(400);
        expect(key.body.message).toBe(
          "The Idempotency-Key header must be 1 to 255 visible ASCII characters.",
        );
      });
    });

    describe.each(RESULTS)("POST %s", (path) => {
      it.each([
        ["no order_id", {}],
        ["an order_id that is not a UUID", { order_id: "abc" }],
        ["an order_id of the wrong type", { order_id: 42 }],
        ["null", null],
      ])("should answer 400 to %s", async (_name, body) => {
        const response = await api.post(path, buyer, body);
        expect(response.status).toBe(400);
        expect(response.body.code).toBe(400);
      });

      it("should answer 404 to an order that does not exist", async () => {
        const response = await api.post(path, buyer, { order_id: randomUUID() });
        expect([response.status, response.body.code]).toEqual([404, 404]);
      });
    });

    it.each([
      ["no payment_token", { plan_id: 1 }],
      ["an empty payment_token", { plan_id: 1, payment_token: "" }],
      ["a payment_token of the wrong type", { plan_id: 1, payment_token: 7 }],
      ["no plan_id", { payment_token: "gap_sandbox_approve" }],
    ])("should answer 400 to gap/purchase_result with %s", async (_name, body) => {
      const response = await api.post(GAP, buyer, body);
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/payment_token|plan_id/);
    });

    it("should decline an unknown gap payment token without granting anything", async () => {
      const response = await api.post(GAP, buyer, { plan_id: 1, payment_token: "forged" });
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ status: "declined", paid: false });
    });

    it.each([
      ["no token", { plan_id: 1 }],
      ["an empty token", { plan_id: 1, token: "" }],
      ["no plan_id", { token: "tok" }],
    ])(
      "should answer 400 to s1/create_subscription with %s, before the bot check",
      async (_name, body) => {
        const response = await api.call("POST", `/ws/mm/reca/r3/${S1}`, {
          token: buyer.token,
          body: { ...body, recasign: "unused" },
        });
        expect(response.status).toBe(400);
        expect(response.body.message).toMatch(/token|plan_id/);
      },
    );

    it("should decline an unknown card token", async () => {
      const response = await api.call("POST", `/ws/mm/reca/r3/${S1}`, {
        token: buyer.token,
        body: { plan_id: 1, token: "tok_forged", recasign: await api.botToken() },
      });
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ status: "declined", paid: false });
    });

    it("should refuse a reused or wrong bot-protection token on s1/create_subscription", async () => {
      const wrong = await api.call("POST", `/ws/mm/reca/r3/${S1}`, {
        token: buyer.token,
        body: { plan_id: 1, token: "tok", recasign: "not-a-solution" },
      });
      expect(wrong.body).toEqual({ code: 400, message: "bot check failed" });
    });

    describe("POST /sandbox/s1/tokens", () => {
      const tokens = async (body: unknown, raw?: string) => {
        const response = await fetch(new URL("/sandbox/s1/tokens", api.baseUrl), {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: raw ?? JSON.stringify(body),
        });
        return {
          status: response.status,
          body: (await response.json()) as { error?: { code?: string; message: string } },
        };
      };
      const card = {
        public_key: "pk_sandbox_mvpn_s1",
        number: "4242424242424242",
        exp_month: 12,
        exp_year: 2030,
        cvc: "123",
      };

      it.each([
        ["a wrong public key", { ...card, public_key: "pk_live_x" }, 401, undefined],
        [
          "a number failing the checksum",
          { ...card, number: "4242424242424241" },
          402,
          "invalid_number",
        ],
        ["letters in the number", { ...card, number: "4242abcd" }, 402, "invalid_number"],
        ["month 13", { ...card, exp_month: 13 }, 402, "invalid_expiry_month"],
        ["an expired card", { ...card, exp_month: 1, exp_year: 2020 }, 402, "expired_card"],
        ["a two-letter cvc", { ...card, cvc: "ab" }, 402, "invalid_cvc"],
        ["no number", { ...card, number: undefined }, 400, undefined],
        ["an exp_year of the wrong type", { ...card, exp_year: [2030] }, 400, undefined],
        ["a JSON array", [card], 400, undefined],
      ])("should refuse %s", async (_name, body, status, code) => {
        const response = await tokens(body);
        expect(response.status).toBe(status);
        expect(response.body.error?.message).toBeTruthy();
        if (code !== undefined) expect(response.body.error?.code).toBe(code);
      });

      it("should answer broken JSON with 400", async () => {
        const response = await tokens(undefined, "{number:");
        expect(response.status).toBe(400);
      });
    });

    describe("the sandbox pages", () => {
      it.each([
        "/sandbox/ps/checkout/not-a-uuid",
        `/sandbox/ps/checkout/${randomUUID()}`,
        `/sandbox/xx/checkout/${randomUUID()}`,
        `/sandbox/s1/checkout/${randomUUID()}`,
        `/sandbox/s1/verify/${randomUUID()}`,
      ])("should answer the not-found page to GET %s", async (path) => {
        const response = await fetch(new URL(path, api.baseUrl));
        expect(response.status).toBe(404);
        expect(response.headers.get("content-type")).toMatch(/^text\/html/);
        expect(await response.text()).toContain("Checkout not found");
      });

      it("should answer 404 to a button that does not exist or an order of another provider", async () => {
        const order = (await api.post("payment/v1/providers/ps/purchase", buyer, { plan_id: 1 }))
          .body.data as {
          order_id: string;
        };
        for (const path of [
          `/sandbox/ps/checkout/${order.order_id}/refund`,
          `/sandbox/rz/checkout/${order.order_id}/approve`,
        ]) {
          const response = await fetch(new URL(path, api.baseUrl), {
            method: "POST",
            redirect: "manual",
          });
          expect(response.status).toBe(404);
        }
      });

      it("should escape everything it shows and serve no script", async () => {
        const order = (await api.post("payment/v1/providers/so/purchase", buyer, { plan_id: 1 }))
          .body.data as {
          redirect_url: string;
        };
        const response = await fetch(new URL(order.redirect_url, api.baseUrl));
        const page = await response.text();
        expect(response.headers.get("cache-control")).toBe("no-store");
        expect(page).toMatch(/^<!doctype html>\n<html lang="en">/);
        expect(page).not.toContain("<script");
        expect(page).toContain('<meta name="robots" content="noindex, nofollow">');
      });
    });
  });
});
