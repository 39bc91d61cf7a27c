import axios, { type AxiosInstance } from "axios";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiCalls } from "../../src/api/calls";
import { createApiClient } from "../../src/api/client";
import { createFakeUi } from "../../src/api/testing/fake-ui";
import { clearSession, session } from "../../src/state/session";
import { type RunningApi, startApi } from "./start-api";

const EMAIL = "contract@example.com";
const PASSWORD = "Contract-Pass1";
const LOGGED_OUT = "You have been logged out, you can cancel to stay on this page, or log in again";

let running: RunningApi;

function client() {
  const ui = createFakeUi(true);
  const http = createApiClient({ baseURL: running.url, ui: () => ui });
  let attempts = 0;
  const answered: string[] = [];
  http.interceptors.request.use((config) => {
    attempts += 1;
    return config;
  });
  // Registered after the client's own: sees the path the call was really sent to.
  http.interceptors.response.use((response) => {
    answered.push(response.config.url ?? "");
    return response;
  });
  return { ui, http, calls: createApiCalls(http), attempts: () => attempts, answered };
}

describe("given the HTTP client against the real api (contract)", () => {
  beforeAll(async () => {
    clearSession();
    running = await startApi();
  }, 90_000);

  afterAll(async () => {
    await running?.stop();
  });

  it("should be answered because X-App-Type: 501 is sent (the api refuses calls without it)", async () => {
    const bare: AxiosInstance = axios.create({ baseURL: running.url, validateStatus: () => true });
    const refused = await bare.post("/api/mms/account/v1/geo_info");
    expect(refused.status).toBe(400);
    expect(refused.data.message).toBe("The X-App-Type header is required");

    const { calls } = client();
    await expect(calls.geoInfo()).resolves.toEqual({
      user_ip: "127.0.0.1",
      country: "",
      country_code: "",
    });
  });

  it("should parse the envelope into the call's data", async () => {
    const { calls } = client();
    const plans = await calls.plans();
    expect(plans.list.length).toBeGreaterThan(0);
    expect(plans.list[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        price_amount: expect.stringMatching(/^\d+\.\d{2}$/),
        currencySymbol: "$",
        discount_percent: expect.stringMatching(/%$/),
      }),
    );
  });

  it("should sign up anonymously through /ws/mm/reca/r3/ with an ALTCHA solution, then log out and in through /r2/", async () => {
    const { calls, ui, answered } = client();

    const signup = await calls.anonymousSignup({ email: EMAIL });
    expect(signup.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.token).toBe(signup.token);

    const profile = await calls.profile();
    expect(profile).toMatchObject({ email: EMAIL, is_password_set: 0, vip: { remain_time: 0 } });
    expect(session.user).toMatchObject({ user_id: profile.user_id, name: EMAIL, password_set: 0 });

    await calls.setPassword({ password: PASSWORD });
    expect(session.user?.password_set).toBe(1);

    await calls.logout();
    expect(session.token).toBeNull();
    expect(session.user).toBeNull();

    const login = await calls.login({ email: EMAIL, password: PASSWORD });
    expect(login.token).not.toBe(signup.token);
    expect(session.user).toMatchObject({ user_id: profile.user_id, name: EMAIL, password_set: 1 });

    const { devices } = await calls.deviceList();
    expect(devices).toContainEqual(expect.objectContaining({ app_type: 501, current: true }));

    await calls.logout();
    expect(session.token).toBeNull();
    expect(ui.alert).not.toHaveBeenCalled();
    expect(answered).toContain("/ws/mm/reca/r3/account/v1/web/anonymous_signup");
    expect(answered).toContain("/ws/mm/reca/r2/account/v1/web/login");
  });

  it("should ask SPEC.md's question when the api answers a revoked token with 50012, and clear the session on accept", async () => {
    const { calls, ui } = client();
    const { token } = await calls.login({ email: EMAIL, password: PASSWORD });
    await calls.logout();
    session.token = token;

    await expect(calls.profile()).rejects.toMatchObject({ code: 50012 });
    expect(ui.confirm).toHaveBeenCalledExactlyOnceWith(LOGGED_OUT);
    expect(ui.reload).toHaveBeenCalledOnce();
    expect(session.token).toBeNull();
  });

  it("should alert the api's own message when a login fails", async () => {
    const { calls, ui } = client();
    await expect(calls.login({ email: EMAIL, password: "Wrong-pass1" })).rejects.toMatchObject({
      code: 400,
    });
    expect(ui.alert).toHaveBeenCalledExactlyOnceWith("The email or password is incorrect.");
  });

  it('should match the api\'s "recaptcha token is empty" for a protected call without a token', async () => {
    const bare = axios.create({
      baseURL: running.url,
      headers: { "X-App-Type": "501" },
      validateStatus: () => true,
    });
    const answer = await bare.post("/ws/mm/reca/r3/account/v1/web/anonymous_signup", {});
    expect(answer.data).toMatchObject({ code: 400, message: "recaptcha token is empty" });
  });

  it("should not retry a POST that the api rate-limits with 429", async () => {
    const { calls, attempts } = client();
    const contact = () =>
      calls.contactUs({ email: EMAIL, subject: "Contract", message: "Hello" }).then(
        () => 200,
        (body: { code: number }) => body.code,
      );
    const codes: number[] = [];
    for (let sent = 0; sent < 6; sent += 1) codes.push(await contact());
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    expect(attempts()).toBe(6);
  });

  it("should retry a GET that the api rate-limits with 429 exactly once", async () => {
    const { http, attempts } = client();
    let status = 200;
    let sent = 0;
    while (status === 200 && sent < 100) {
      sent += 1;
      status = await http.get("/api/mms/bot/v1/challenge").then(
        () => 200,
        (body: { code: number }) => body.code,
      );
    }
    expect(status).toBe(429);
    expect(attempts()).toBe(sent + 1);
  });
});
