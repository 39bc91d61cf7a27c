// @vitest-environment jsdom
import Cookies from "js-cookie";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { clearSession, session } from "../state/session";
import type { ApiCalls } from "./calls";
import { beginClientState, clientStateReady, startClientState } from "./startup";

const calls = {
  loadProfileAtStartup: vi.fn(async () => null),
};
const landingGeo = vi.fn(() => Promise.resolve(null));

vi.mock("./index", () => ({ api: async () => calls as unknown as ApiCalls }));
// The landing (app/landing) started the geo fetch as the page landed.
vi.mock("../app/landing/start-landing", () => ({
  startLanding: () => ({ geo: landingGeo() }),
}));

describe("given the client start-up after hydration", () => {
  beforeEach(() => {
    clearSession();
    localStorage.clear();
    vi.clearAllMocks();
  });

  it("should wait for the landing's geo but not fetch the profile for a visitor without a token", async () => {
    await startClientState();
    expect(landingGeo).toHaveBeenCalledOnce();
    expect(calls.loadProfileAtStartup).not.toHaveBeenCalled();
  });

  it("should restore the session from the paypal_token cookie and fetch the profile", async () => {
    Cookies.set("paypal_token", "kept-token");
    await startClientState();
    expect(session.token).toBe("kept-token");
    expect(calls.loadProfileAtStartup).toHaveBeenCalledOnce();
  });
});

describe("given a page that waits for the visitor's country (pricing, checkout)", () => {
  it("should not start the start-up itself, and resolve once the runtime has run it, once", async () => {
    vi.clearAllMocks();
    let ready = false;
    const waiting = clientStateReady().then(() => {
      ready = true;
    });
    await Promise.resolve();
    // The runtime has not given the client its dialogs yet: nothing may be fetched.
    expect(landingGeo).not.toHaveBeenCalled();
    expect(ready).toBe(false);
    await beginClientState();
    await beginClientState();
    await waiting;
    expect(ready).toBe(true);
    expect(landingGeo).toHaveBeenCalledOnce();
  });
});
