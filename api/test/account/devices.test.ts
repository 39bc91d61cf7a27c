import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountWithPassword, IPHONE_SAFARI, login, signup } from "../helpers/account.js";
import { startApi, type TestApi } from "../helpers/api.js";
import { databaseTargets } from "../helpers/databases.js";

const LIST = "/api/mms/account/v1/web/device/list";
const UNBIND = "/api/mms/account/v1/web/device/unbind";
const PROFILE = "/api/mms/account/v1/web/profile";
const IP_QUERY = "/api/mms/account/v1/web/user_ip/query";
const IP_BIND = "/api/mms/account/v1/web/user_ip/bind";
const IP_REMOVE = "/api/mms/account/v1/web/user_ip/remove";

interface Device {
  app_type: number;
  app_name: string;
  os_name: string;
  os_version: string;
  last_seen_at: string;
  user_id: number;
  current: boolean;
}

describe.each(databaseTargets)("given the device and IP calls on $name", (target) => {
  describe.skipIf(!target.available)("over HTTP", () => {
    let api: TestApi;

    beforeAll(async () => {
      api = await startApi(target);
    });

    afterAll(async () => {
      await api?.close();
    });

    describe("device/list", () => {
      it("should list each app signed in, with its name, OS, last seen and the current flag", async () => {
        const account = await accountWithPassword(api); // signed up on the web (501, no User-Agent given)
        const iphone = await login(api, account.email, account.password, {
          appType: "4",
          userAgent: IPHONE_SAFARI,
        });
        const web = await login(api, account.email, account.password); // Windows Chrome, 501
        const response = await api.call<{ devices: Device[] }>("GET", LIST, {
          token: web.body.data?.token ?? "",
        });
        expect(response.status).toBe(200);
        const devices = response.body.data?.devices ?? [];
        expect(devices).toHaveLength(2);
        const byType = new Map(devices.map((device) => [device.app_type, device]));
        expect(byType.get(501)).toMatchObject({
          app_name: "Web_Master",
          os_name: "Windows",
          os_version: "10",
          user_id: account.userId,
          current: true,
        });
        expect(byType.get(4)).toMatchObject({
          app_name: "iOS_Turbo",
          os_name: "iOS",
          os_version: "17.4",
          current: false,
        });
        expect(Date.parse(byType.get(4)?.last_seen_at ?? "")).toBeGreaterThan(Date.now() - 60_000);
        void iphone;
      });

      it("should answer 401 without a token", async () => {
        expect((await api.call("GET", LIST)).status).toBe(401);
      });
    });

    describe("device/unbind", () => {
      it("should sign that app out: its token answers 50012 and it leaves the list", async () => {
        const account = await accountWithPassword(api);
        const android = await login(api, account.email, account.password, { appType: "101" });
        const androidToken = android.body.data?.token ?? "";
        const response = await api.call("POST", UNBIND, {
          token: account.token,
          body: { unbind_app_type: 101, unbind_user_id: account.userId },
        });
        expect(response.status).toBe(200);
        expect(response.body.data).toEqual({ signed_out_sessions: 1 });
        const stale = await api.call("GET", PROFILE, { token: androidToken, appType: "101" });
        expect(stale.status).toBe(401);
        expect(stale.body.code).toBe(50012);
        const list = await api.call<{ devices: Device[] }>("GET", LIST, { token: account.token });
        expect(list.body.data?.devices.map((device) => device.app_type)).toEqual([501]);
        // The web session is untouched.
        expect((await api.call("GET", PROFILE, { token: account.token })).status).toBe(200);
      });

      it("should accept ids as numeric strings", async () => {
        const account = await accountWithPassword(api);
        await login(api, account.email, account.password, { appType: "301" });
        const response = await api.call("POST", UNBIND, {
          token: account.token,
          body: { unbind_app_type: "301", unbind_user_id: String(account.userId) },
        });
        expect(response.status).toBe(200);
      });

      it("should let the caller unbind its own app, which signs it out", async () => {
        const account = await accountWithPassword(api);
        const response = await api.call("POST", UNBIND, {
          token: account.token,
          body: { unbind_app_type: 501, unbind_user_id: account.userId },
        });
        expect(response.status).toBe(200);
        expect((await api.call("GET", PROFILE, { token: account.token })).body.code).toBe(50012);
      });

      it("should answer 404 for an app not signed in and for another account's id", async () => {
        const account = await accountWithPassword(api);
        const other = await signup(api);
        const notSignedIn = await api.call("POST", UNBIND, {
          token: account.token,
          body: { unbind_app_type: 102, unbind_user_id: account.userId },
        });
        expect(notSignedIn.status).toBe(404);
        expect(notSignedIn.body.message).toBe("There is no such device on your account.");
        const foreign = await api.call("POST", UNBIND, {
          token: account.token,
          body: { unbind_app_type: 501, unbind_user_id: other.body.data?.user_id },
        });
        expect(foreign.status).toBe(404);
        // The other account was not touched.
        expect(
          (await api.call("GET", PROFILE, { token: other.body.data?.token ?? "" })).status,
        ).toBe(200);
      });

      it.each([
        [{ unbind_app_type: 9999, unbind_user_id: 1 }, "Unknown application type: 9999"],
        [{ unbind_app_type: "web", unbind_user_id: 1 }, "unbind_app_type must be a whole number"],
        [{ unbind_app_type: 501 }, "unbind_user_id is required"],
        [{ unbind_app_type: 501, unbind_user_id: -4 }, "unbind_user_id must be a whole number"],
        [{ unbind_app_type: 501, unbind_user_id: 1.5 }, "unbind_user_id must be a whole number"],
      ])("should refuse %j with a readable 400", async (body, message) => {
        const account = await accountWithPassword(api);
        const response = await api.call("POST", UNBIND, { token: account.token, body });
        expect(response.status).toBe(400);
        expect(response.body.message).toBe(message);
      });
    });

    describe("user_ip", () => {
      it("should bind, query and remove an IPv4 address", async () => {
        const { token } = await accountWithPassword(api);
        expect(
          (await api.call("POST", IP_QUERY, { token, body: { _span: Date.now() } })).body.data,
        ).toEqual({ ip: null });
        const bound = await api.call("POST", IP_BIND, { token, body: { ip: " 203.0.113.7 " } });
        expect(bound.status).toBe(200);
        expect(bound.body.data).toEqual({ ip: "203.0.113.7" });
        expect(
          (await api.call("POST", IP_QUERY, { token, body: { _span: String(Date.now()) } })).body
            .data,
        ).toEqual({
          ip: "203.0.113.7",
        });
        const removed = await api.call("POST", IP_REMOVE, { token });
        expect(removed.body.data).toEqual({ ip: null });
        expect((await api.call("POST", IP_QUERY, { token })).body.data).toEqual({ ip: null });
      });

      it("should accept IPv6, stored in one spelling", async () => {
        const { token } = await accountWithPassword(api);
        expect(
          (await api.call("POST", IP_BIND, { token, body: { ip: "2001:DB8::1" } })).body.data,
        ).toEqual({ ip: "2001:db8::1" });
        expect(
          (await api.call("POST", IP_BIND, { token, body: { ip: "::ffff:198.51.100.4" } })).body
            .data,
        ).toEqual({
          ip: "198.51.100.4",
        });
      });

      it.each(["999.1.1.1", "1.2.3", "example.com", "", "1.2.3.4/24", "::g"])(
        "should refuse %j with a readable 400",
        async (ip) => {
          const { token } = await accountWithPassword(api);
          const response = await api.call("POST", IP_BIND, { token, body: { ip } });
          expect(response.status).toBe(400);
          expect(response.body.message).toBe(
            "ip: Enter a valid IPv4 or IPv6 address, like 203.0.113.7 or 2001:db8::1.",
          );
        },
      );

      it("should refuse a missing ip and a wrong type", async () => {
        const { token } = await accountWithPassword(api);
        expect((await api.call("POST", IP_BIND, { token, body: {} })).body.message).toBe(
          "ip is required",
        );
        expect((await api.call("POST", IP_BIND, { token, body: { ip: 42 } })).body.message).toBe(
          "ip must be a string",
        );
      });

      it("should answer 401 without a token", async () => {
        for (const path of [IP_QUERY, IP_BIND, IP_REMOVE]) {
          expect((await api.call("POST", path, { body: { ip: "1.1.1.1" } })).status).toBe(401);
        }
      });
    });
  });
});
