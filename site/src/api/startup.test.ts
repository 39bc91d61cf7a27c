// @vitest-environment jsdom
import Cookies from "js-cookie";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { deviceState } from "../state/device";
import { clearSession, session } from "../state/session";
import type { ApiCalls } from "./calls";
import { beginClientState, clientStateReady, startClientState } from "./startup";

const calls = {
  loadGeoAtStartup: vi.fn(async () => null),
  loadProfileAtStartup: vi.fn(async () => null),
};

vi.mock("./index", () => ({ api: async () => calls as unknown as ApiCalls }));

describe("given the client start-up after hydration", () => {
  beforeEach(() => {
    clearSession();
    localStorage.clear();
    vi.clearAllMocks();
  });

  it("should fetch geo but not the profile for a visitor without a token", async () => {
    await startClientState();
    expect(calls.loadGeoAtStartup).toHaveBeenCalledOnce();
    expect(calls.loadProfileAtStartup).not.toHaveBeenCalled();
    expect(deviceState.device).not.toBeNull();
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
    expect(calls.loadGeoAtStartup).not.toHaveBeenCalled();
    expect(ready).toBe(false);
    await beginClientState();
    await beginClientState();
    await waiting;
    expect(ready).toBe(true);
    expect(calls.loadGeoAtStartup).toHaveBeenCalledOnce();
  });
});
