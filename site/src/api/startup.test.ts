// @vitest-environment jsdom
import Cookies from "js-cookie";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { deviceState } from "../state/device";
import { clearSession, session } from "../state/session";
import type { ApiCalls } from "./calls";
import { startClientState } from "./startup";

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
