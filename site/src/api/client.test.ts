// @vitest-environment jsdom
import Cookies from "js-cookie";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import vectors from "../../test/fixtures/api-client-vectors.json";
import type { BotProtection } from "../bot-protection/bot-protection";
import { rejectingEmptyTokens } from "../bot-protection/bot-protection";
import { clearSession, signIn } from "../state/session";
import { botProtectedPath } from "./bot-path";
import { createApiCalls } from "./calls";
import { createApiClient } from "./client";
import { createFakeServer, ok } from "./testing/fake-server";
import { createFakeUi } from "./testing/fake-ui";

const fakeBot = (token = "bot-token"): BotProtection & { token: ReturnType<typeof vi.fn> } => ({
  provider: "altcha",
  token: vi.fn(async () => token),
});

function setup(reply = ok({})) {
  const server = createFakeServer(() => reply);
  const bot = fakeBot();
  const http = createApiClient({
    baseURL: "",
    adapter: server.adapter,
    ui: () => createFakeUi(),
    botProtection: bot,
  });
  return { server, bot, http, calls: createApiCalls(http) };
}

/** The api's answer to a sign-in or signup; an empty email is an anonymous account without a password. */
const signedInAs = (email: string) => ({
  token: "t",
  user_id: 1,
  email,
  is_password_set: email ? 1 : 0,
  vip: { remain_time: 0 },
});

describe("given the HTTP client (SPEC.md §7)", () => {
  beforeEach(() => {
    clearSession();
    localStorage.clear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("should send X-App-Type: 501 on every call", async () => {
    const { server, calls } = setup(ok({ user_ip: "", country: "", country_code: "" }));
    await calls.geoInfo();
    await calls.plans();
    await calls.contactUs({ email: "a@b.co", subject: "s", message: "m" });
    expect(server.requests).toHaveLength(3);
    for (const request of server.requests) expect(request.headers["X-App-Type"]).toBe("501");
  });

  it("should send no Authorization header without a token", async () => {
    const { server, calls } = setup();
    await calls.plans();
    expect(server.requests[0]?.headers.Authorization).toBeUndefined();
  });

  it("should send Authorization: Bearer {token} with the token held in state", async () => {
    signIn("state-token");
    Cookies.remove("paypal_token", { path: "/" });
    const { server, calls } = setup(ok({ devices: [] }));
    await calls.deviceList();
    expect(server.requests[0]?.headers.Authorization).toBe("Bearer state-token");
  });

  it("should take the token from the paypal_token cookie when the state has none", async () => {
    Cookies.set("paypal_token", "cookie-token");
    const { server, calls } = setup(ok({ devices: [] }));
    await calls.deviceList();
    expect(server.requests[0]?.headers.Authorization).toBe("Bearer cookie-token");
  });

  it("should call the api's paths of SPEC.md §7 under /api/mms/", async () => {
    const { server, calls } = setup(ok({ ip: null }));
    await calls.userIpRemove();
    expect(server.requests[0]).toMatchObject({
      method: "POST",
      url: "/api/mms/account/v1/web/user_ip/remove",
    });
    // The api answers any other content type 415, even for an empty body.
    expect(server.requests[0]?.headers["Content-Type"]).toBe("application/json");
  });

  it.each(vectors.bot_protection_paths)(
    "should rewrite %s with signature version %i to %s",
    (from, version, to) => {
      expect(botProtectedPath(from as string, version as 2 | 3)).toBe(to);
    },
  );

  it("should send login to the version 2 path with the token in recasign", async () => {
    const { server, bot, calls } = setup(ok(signedInAs("a@b.co")));
    await calls.login({ email: "a@b.co", password: "Passw0rd!" });
    expect(bot.token).toHaveBeenCalledWith(2, "login");
    expect(server.requests[0]).toMatchObject({
      method: "POST",
      url: "/ws/mm/reca/r2/account/v1/web/login",
      body: { email: "a@b.co", password: "Passw0rd!", recasign: "bot-token" },
    });
  });

  it("should send anonymous signup and create_subscription to the version 3 paths", async () => {
    const { server, calls } = setup(ok(signedInAs("")));
    await calls.anonymousSignup({ invite_type: 30001, invite_code: "u1" });
    await calls.purchase("s1", { plan_id: 2, token: "card" });
    expect(server.requests.map((request) => request.url)).toEqual([
      "/ws/mm/reca/r3/account/v1/web/anonymous_signup",
      "/ws/mm/reca/r3/payment/v1/providers/s1/create_subscription",
    ]);
    expect(server.requests[0]?.body).toEqual({
      invite_type: 30001,
      invite_code: "u1",
      recasign: "bot-token",
    });
  });

  it("should put recasign in the params of a protected GET", async () => {
    const { server, http } = setup();
    await http.get("/api/mms/some/v1/read", { params: { a: 1 }, botVersion: 3 });
    expect(server.requests[0]).toMatchObject({
      url: "/ws/mm/reca/r3/some/v1/read",
      params: { a: 1, recasign: "bot-token" },
    });
  });

  it('should reject an empty bot token with "recaptcha token is empty" and send nothing', async () => {
    const server = createFakeServer(() => ok({}));
    const http = createApiClient({
      adapter: server.adapter,
      ui: () => createFakeUi(),
      botProtection: rejectingEmptyTokens(fakeBot("")),
    });
    await expect(createApiCalls(http).login({ email: "a@b.co", password: "x" })).rejects.toThrow(
      "recaptcha token is empty",
    );
    expect(server.requests).toHaveLength(0);
  });

  it("should add _cps to prepurchase and purchase payloads and X-From to plans and common params", async () => {
    const { server, calls } = setup(ok({ web_url: "https://pay/so", redirect_url: null }));
    const cps = { type: "cj" as const, cookie: "cje-value" };
    await calls.purchase("pd", { plan_id: 2 }, { cps });
    await calls.purchase("ps", { plan_id: 2 }, { cps });
    const so = await calls.purchase("so", { plan_id: 2 }, { cps });
    await calls.plans({ xFrom: "CJ" });
    await calls.commonParams({ xFrom: "CJ" });
    expect(server.requests.slice(0, 3).map((request) => request.body)).toEqual([
      { plan_id: 2, _cps: cps },
      { plan_id: 2, _cps: cps },
      { plan_id: 2, _cps: cps },
    ]);
    expect(so.redirect_url).toBe("https://pay/so");
    expect(server.requests[3]?.headers["X-From"]).toBe("CJ");
    expect(server.requests[4]?.headers["X-From"]).toBe("CJ");
  });

  it("should send one payment attempt's Idempotency-Key to each provider's purchase call", async () => {
    const { server, calls } = setup(ok({ paid: false }));
    for (const provider of ["s1", "gap", "pd", "ps", "rz", "tpa", "so"] as const) {
      await calls.purchase(provider, { plan_id: 2, token: "t", payment_token: "p" } as never, {
        idempotencyKey: "click-1",
      });
    }
    expect(server.requests.map((request) => request.url)).toEqual([
      "/ws/mm/reca/r3/payment/v1/providers/s1/create_subscription",
      "/api/mms/payment/v1/providers/gap/purchase_result",
      "/api/mms/payment/v1/providers/common/pd/prepurchase",
      "/api/mms/payment/v1/providers/ps/purchase",
      "/api/mms/payment/v1/providers/rz/purchase",
      "/api/mms/payment/v1/providers/tpa/purchase",
      "/api/mms/payment/v1/providers/so/purchase",
    ]);
    for (const request of server.requests)
      expect(request.headers["Idempotency-Key"]).toBe("click-1");
  });

  it("should leave _cps and X-From out when there is no attribution", async () => {
    const { server, calls } = setup(ok({}));
    await calls.purchase("pd", { plan_id: 2 }, { cps: null });
    await calls.commonParams();
    expect(server.requests[0]?.body).toEqual({ plan_id: 2 });
    expect(server.requests[1]?.headers["X-From"]).toBeUndefined();
  });
});
