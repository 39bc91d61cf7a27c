// @vitest-environment jsdom
import Cookies from "js-cookie";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { recordCookieWrites } from "../tracking/testing/cookie-writes";
import {
  applyProfile,
  clearSession,
  currentToken,
  isLoggedIn,
  restoreSession,
  session,
  signIn,
  updateUser,
} from "./session";
import { TOKEN_COOKIE } from "./token-cookie";

const TOKEN = "kq3N-token-of-43-characters-aaaaaaaaaaaaaaa";
const storedUser = () => JSON.parse(localStorage.getItem("USERINFO") ?? "null");

describe("given the session store (SPEC.md §4 Session, §3 User info)", () => {
  beforeEach(() => {
    clearSession();
    localStorage.clear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("should hold the token in state and in the paypal_token cookie once signed in", () => {
    signIn(TOKEN);
    expect(TOKEN_COOKIE).toBe("paypal_token");
    expect(session.token).toBe(TOKEN);
    expect(Cookies.get("paypal_token")).toBe(TOKEN);
    expect(isLoggedIn()).toBe(true);
  });

  it("should set the cookie on path / for the api's 30-day token lifetime", () => {
    const { writes } = recordCookieWrites();
    const expires = new Date(Date.now() + 30 * 86_400_000);
    signIn(TOKEN);
    const [write] = writes().filter((cookie) => cookie.name === "paypal_token");
    expect(write?.value).toBe(TOKEN);
    expect(write?.attributes).toMatchObject({ path: "/", samesite: "lax" });
    // Within the second the test took to run.
    const written = Date.parse(write?.attributes.expires ?? "");
    expect(Math.abs(written - expires.getTime())).toBeLessThan(2_000);
  });

  it("should keep SPEC.md §3's user-info fields under USERINFO, less the three ADR 0029 leaves out", () => {
    signIn(TOKEN);
    expect(Object.keys(storedUser()).sort()).toEqual(
      ["name", "password_set", "token", "user_id", "vip"].sort(),
    );
    expect(storedUser().token).toBe(TOKEN);
    expect(storedUser().vip).toEqual({ remain_time: 0 });
  });

  it("should fill in user_id, name from the email, password_set from is_password_set and vip after a profile fetch", () => {
    signIn(TOKEN, { name: "before the profile" });
    applyProfile({
      user_id: 42,
      email: "jane@example.com",
      is_password_set: 1,
      vip: { remain_time: 2591999 },
    });
    expect(session.user).toEqual({
      token: TOKEN,
      name: "jane@example.com",
      password_set: 1,
      user_id: 42,
      vip: { remain_time: 2591999 },
    });
    expect(storedUser()).toEqual(session.user);
  });

  it("should read the token from the cookie when the state has none (SPEC.md §7)", () => {
    Cookies.set("paypal_token", "from-cookie");
    expect(session.token).toBeNull();
    expect(currentToken()).toBe("from-cookie");
  });

  it("should not count an empty paypal_token cookie as a session (no profile call, no /login)", () => {
    Cookies.set("paypal_token", "");
    expect(currentToken()).toBeNull();
    expect(isLoggedIn()).toBe(false);
    Cookies.remove("paypal_token");
  });

  it("should clear the state, the cookie and USERINFO on logout", () => {
    signIn(TOKEN);
    updateUser({ name: "jane@example.com" });
    clearSession();
    expect(session.token).toBeNull();
    expect(session.user).toBeNull();
    expect(Cookies.get("paypal_token")).toBeUndefined();
    expect(localStorage.getItem("USERINFO")).toBeNull();
    expect(isLoggedIn()).toBe(false);
  });

  it("should restore the stored user after a reload while the cookie still holds the token", () => {
    signIn(TOKEN);
    applyProfile({ user_id: 7, email: "a@b.co", is_password_set: 0, vip: { remain_time: 5 } });
    // A reload starts from an empty store.
    Object.assign(session, { token: null, user: null });
    restoreSession();
    expect(session.token).toBe(TOKEN);
    expect(session.user?.user_id).toBe(7);
  });

  it("should drop a stored user whose cookie is gone", () => {
    signIn(TOKEN);
    Cookies.remove("paypal_token", { path: "/" });
    session.token = null;
    restoreSession();
    expect(session.user).toBeNull();
    expect(localStorage.getItem("USERINFO")).toBeNull();
  });
});
