import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountWithPassword, login, signup, uniqueEmail } from "../helpers/account.js";
import type { ApiResponse } from "../helpers/api.js";
import { databaseTargets } from "../helpers/databases.js";
import { type OrderResult, type PaymentsApi, startPaymentsApi } from "../payments/payments-api.js";

const MMS = "/api/mms/";

/** The policy's style-src sources, and the sha256 source of the page's one <style>. */
function styles(policy: string | null, page: string) {
  const styleSrc = /style-src ([^;]*)/.exec(policy ?? "")?.[1] ?? "";
  const css = /<style>([\s\S]*?)<\/style>/.exec(page)?.[1] ?? "";
  const hash = `'sha256-${createHash("sha256").update(css, "utf8").digest("base64")}'`;
  return { styleSrc, hash };
}

/**
 * Issue #18, finding 6: answers that carry a token or personal data must
 * never be stored by a browser or a proxy (`Cache-Control: no-store`), and
 * pages the api renders itself allow their inline style by hash, not with
 * 'unsafe-inline'. (COOP/CORP on every answer: http-behaviour.test.ts.)
 */
describe.each(databaseTargets)("given the answers of the api on $name", (target) => {
  describe.skipIf(!target.available)("over HTTP", () => {
    let api: PaymentsApi;
    let account: Awaited<ReturnType<typeof accountWithPassword>>;

    beforeAll(async () => {
      api = await startPaymentsApi(target);
      account = await accountWithPassword(api);
    });

    afterAll(async () => {
      await api?.close();
    });

    const call = (method: string, path: string, body?: unknown) =>
      api.call(method, `${MMS}${path}`, {
        token: account.token,
        ...(body !== undefined && { body }),
      });

    const personal: Array<[string, () => Promise<ApiResponse>]> = [
      ["login (a token)", () => login(api, account.email, account.password)],
      ["anonymous_signup (a token)", () => signup(api, { email: uniqueEmail("headers") })],
      ["profile", () => call("GET", "account/v1/web/profile")],
      ["device/list", () => call("GET", "account/v1/web/device/list")],
      ["user_ip/query", () => call("POST", "account/v1/web/user_ip/query", { _span: 1 })],
      ["user_ip/bind", () => call("POST", "account/v1/web/user_ip/bind", { ip: "203.0.113.7" })],
      ["user_ip/remove", () => call("POST", "account/v1/web/user_ip/remove")],
      ["subscription_my", () => call("GET", "payment/v1/web/subscription_my")],
      ["a purchase", () => call("POST", "payment/v1/providers/ps/purchase", { plan_id: 1 })],
      [
        "change_password",
        () =>
          call("POST", "account/v1/web/change_password", {
            old_password: account.password,
            new_password: account.password,
          }),
      ],
      // A refusal (401, no token) of a personal call: nothing to keep either.
      ["a refusal", () => api.call("GET", `${MMS}account/v1/web/profile`)],
    ];

    it.each(personal)("should forbid storing the answer of %s", async (_label, send) => {
      const response = await send();
      expect(response.status).toBeLessThan(500);
      expect(response.headers.get("cache-control")).toMatch(/\bno-store\b/);
    });

    it("should keep the public caching of the plan list", async () => {
      const response = await api.call("GET", `${MMS}payment/v1/providers/plans`);
      expect(response.headers.get("cache-control")).toBe("public, max-age=10");
    });

    it("should allow a sandbox page's one <style> by its hash, and nothing else inline", async () => {
      const buyer = await api.newBuyer();
      const order = (await api.post("payment/v1/providers/ps/purchase", buyer, { plan_id: 1 })).body
        .data as OrderResult;
      const response = await fetch(new URL(order.redirect_url as string, api.baseUrl));
      const { styleSrc, hash } = styles(
        response.headers.get("content-security-policy"),
        await response.text(),
      );
      expect(styleSrc).toBe(`'self' ${hash}`);
    });

    it("should allow the outbox page's one <style> by its hash, and nothing else inline", async () => {
      const response = await fetch(new URL("/dev/outbox", api.baseUrl));
      expect(response.status).toBe(200);
      const { styleSrc, hash } = styles(
        response.headers.get("content-security-policy"),
        await response.text(),
      );
      expect(styleSrc).toBe(`'self' ${hash}`);
    });
  });
});
