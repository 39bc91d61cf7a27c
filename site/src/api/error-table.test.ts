// @vitest-environment jsdom

import { AxiosError } from "axios";
import Cookies from "js-cookie";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { rejectingEmptyTokens } from "../bot-protection/bot-protection";
import { geo } from "../state/geo";
import { clearSession, session, signIn } from "../state/session";
import { createApiCalls } from "./calls";
import { createApiClient } from "./client";
import { apiMessages } from "./messages";
import { RETRY_DELAY_MS } from "./retry-policy";
import { createFakeServer, envelope, type FakeHandler, ok } from "./testing/fake-server";
import { createFakeUi } from "./testing/fake-ui";

const LOGGED_OUT = "You have been logged out, you can cancel to stay on this page, or log in again";

function setup(handler: FakeHandler, accept = true) {
  const server = createFakeServer(handler);
  const ui = createFakeUi(accept);
  const http = createApiClient({
    adapter: server.adapter,
    ui: () => ui,
    botProtection: rejectingEmptyTokens({ provider: "altcha", token: async () => "" }),
  });
  return { server, ui, http, calls: createApiCalls(http) };
}

const reply = (status: number, body?: unknown) => () => ({ status, data: body });

describe("given SPEC.md §8's error table, row by row", () => {
  beforeEach(() => {
    clearSession();
    localStorage.clear();
    geo.userMessage = null;
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  describe('row "Non-200 response from the admin wrapper: alert with the server\'s message, or "Error", and the call rejects"', () => {
    it("should alert the server's message and reject with the body", async () => {
      const body = envelope(400, "The email or password is incorrect.");
      const { ui, calls } = setup(reply(400, body));
      await expect(calls.changePassword({ old_password: "a", new_password: "b" })).rejects.toEqual(
        body,
      );
      expect(ui.alert).toHaveBeenCalledExactlyOnceWith("The email or password is incorrect.");
    });

    it('should alert "Error" when the server sent no message', async () => {
      const { ui, calls } = setup(reply(502));
      await expect(calls.contactUs({ email: "a@b.co", subject: "s", message: "m" })).rejects.toBe(
        "error",
      );
      expect(ui.alert).toHaveBeenCalledExactlyOnceWith("Error");
      expect(ui.formatMessage).toHaveBeenCalledWith(apiMessages.genericError);
    });

    it("should treat a 2xx status other than 200 as a failure too", async () => {
      const body = envelope(0, "Accepted, not done");
      const { ui, calls } = setup(reply(202, body));
      await expect(calls.userIpQuery()).rejects.toEqual(body);
      expect(ui.alert).toHaveBeenCalledWith("Accepted, not done");
    });

    it("should not alert for the same status outside the admin wrapper", async () => {
      const { ui, http } = setup(reply(400, envelope(400, "bad")));
      await expect(http.post("/api/mms/x", {})).rejects.toEqual(envelope(400, "bad"));
      expect(ui.alert).not.toHaveBeenCalled();
    });
  });

  describe('row "Response error: rejects with the response body, or the string "error""', () => {
    it("should reject with the body the api sent", async () => {
      const body = envelope(409, "An account with this email already exists. Log in instead.");
      const { http } = setup(reply(409, body));
      await expect(http.post("/api/mms/x", {})).rejects.toEqual(body);
    });

    it('should reject with "error" when the response has no body', async () => {
      const { http } = setup(reply(500, ""));
      await expect(http.post("/api/mms/x", {})).rejects.toBe("error");
    });
  });

  describe('row "Request status "error": rejects with the response data, the cause or the error itself"', () => {
    it("should reject with the cause of a request that got no response", async () => {
      const cause = new Error("connect ECONNREFUSED");
      const { http } = setup(() => {
        throw new AxiosError(
          "Network Error",
          AxiosError.ERR_NETWORK,
          undefined,
          undefined,
          undefined,
        );
      });
      const { http: withCause } = setup(() => {
        const error = new AxiosError("Network Error", AxiosError.ERR_NETWORK);
        error.cause = cause;
        throw error;
      });
      await expect(withCause.post("/api/mms/x", {})).rejects.toBe(cause);
      await expect(http.post("/api/mms/x", {})).rejects.toMatchObject({
        message: "Network Error",
        code: "ERR_NETWORK",
      });
    });
  });

  describe('row "Body code 401 or 403: clear user and token; go to /login"', () => {
    it.each([401, 403])(
      "should clear the session and go to /login on body code %i",
      async (code) => {
        signIn("tok");
        const { ui, calls } = setup(reply(code, envelope(code, "Please log in to continue.")));
        await expect(calls.deviceList()).rejects.toMatchObject({ code });
        expect(session.token).toBeNull();
        expect(session.user).toBeNull();
        expect(Cookies.get("paypal_token")).toBeUndefined();
        expect(localStorage.getItem("USERINFO")).toBeNull();
        expect(ui.navigate).toHaveBeenCalledExactlyOnceWith("/login");
        // The redirect tells the visitor; an alert on top would repeat it.
        expect(ui.alert).not.toHaveBeenCalled();
      },
    );

    it("should apply the rule to a body code even when the HTTP status is 200", async () => {
      signIn("tok");
      const { ui, http } = setup(reply(200, envelope(403, "Forbidden")));
      await expect(http.get("/api/mms/x")).rejects.toMatchObject({ code: 403 });
      expect(session.token).toBeNull();
      expect(ui.navigate).toHaveBeenCalledWith("/login");
    });
  });

  describe('row "Body code 50008, 50012 or 50014 with non-200: confirm prompt; accept clears and reloads"', () => {
    it.each([50008, 50012, 50014])(
      "should ask SPEC.md's question on %i and, if accepted, clear the session and reload",
      async (code) => {
        signIn("tok");
        const { ui, calls } = setup(reply(401, envelope(code, "You have been logged out.")), true);
        await expect(calls.deviceList()).rejects.toMatchObject({ code });
        expect(ui.confirm).toHaveBeenCalledExactlyOnceWith(LOGGED_OUT);
        expect(ui.formatMessage).toHaveBeenCalledWith(apiMessages.loggedOut);
        expect(session.token).toBeNull();
        expect(Cookies.get("paypal_token")).toBeUndefined();
        expect(ui.reload).toHaveBeenCalledOnce();
        expect(ui.alert).not.toHaveBeenCalled();
      },
    );

    it("should keep the visitor on the page, signed in state untouched, when cancelled", async () => {
      signIn("tok");
      const { ui, calls } = setup(reply(401, envelope(50014, "expired")), false);
      await expect(calls.deviceList()).rejects.toMatchObject({ code: 50014 });
      expect(ui.confirm).toHaveBeenCalledOnce();
      expect(session.token).toBe("tok");
      expect(ui.reload).not.toHaveBeenCalled();
      expect(ui.navigate).not.toHaveBeenCalled();
    });

    it("should not ask when the status is 200", async () => {
      const { ui, http } = setup(reply(200, envelope(50012, "odd")));
      await http.get("/api/mms/x");
      expect(ui.confirm).not.toHaveBeenCalled();
    });

    it("should ask once when several calls fail together", async () => {
      signIn("tok");
      const { ui, calls } = setup(reply(401, envelope(50012, "revoked")));
      await Promise.allSettled([calls.deviceList(), calls.profile(), calls.subscriptionMy()]);
      expect(ui.confirm).toHaveBeenCalledOnce();
    });
  });

  describe('row "Empty bot-protection token: reject with "recaptcha token is empty""', () => {
    it("should reject the protected call before it is sent", async () => {
      const { server, calls } = setup(() => ok({}));
      await expect(calls.anonymousSignup()).rejects.toThrow("recaptcha token is empty");
      expect(server.requests).toHaveLength(0);
    });
  });

  describe('row "Currency conversion failure: warning logged only; original prices stay"', () => {
    it("should log a warning and give null so the caller keeps its prices", async () => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      const { ui, calls } = setup(
        reply(400, { success: false, error: { code: 400, message: "x" } }),
      );
      await expect(
        calls.localizedPrices({ product_ids: [1, 2], customer_country: "GB" }),
      ).resolves.toBeNull();
      expect(warn).toHaveBeenCalledOnce();
      expect(ui.alert).not.toHaveBeenCalled();
    });
  });

  describe('row "Profile fetch failure: error logged; null returned"', () => {
    it("should log the error and return null at start-up", async () => {
      const error = vi.spyOn(console, "error").mockImplementation(() => {});
      signIn("tok");
      const { ui, calls } = setup(reply(500, envelope(500, "Something went wrong on our side.")));
      vi.useFakeTimers();
      const result = calls.loadProfileAtStartup();
      // A GET answered 500 gets its one retry first (SPEC.md §7).
      await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
      vi.useRealTimers();
      await expect(result).resolves.toBeNull();
      expect(error).toHaveBeenCalledWith(
        "profile fetch failed",
        expect.objectContaining({ code: 500 }),
      );
      expect(ui.alert).not.toHaveBeenCalled();
    });

    it("should fill the user in when the start-up profile fetch succeeds", async () => {
      signIn("tok");
      const { calls } = setup(() =>
        ok({ user_id: 42, email: "jane@example.com", is_password_set: 1, vip: { remain_time: 9 } }),
      );
      await calls.loadProfileAtStartup();
      expect(session.user).toMatchObject({
        user_id: 42,
        name: "jane@example.com",
        password_set: 1,
      });
    });
  });
});

describe("given the client's messages", () => {
  it("should default to SPEC.md's English texts", () => {
    expect(apiMessages.loggedOut).toEqual({
      id: "header.loggedOut",
      defaultMessage: LOGGED_OUT,
    });
    expect(apiMessages.genericError).toEqual({ id: "header.apiError", defaultMessage: "Error" });
  });
});
