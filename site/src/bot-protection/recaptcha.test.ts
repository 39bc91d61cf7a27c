// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EMPTY_TOKEN_MESSAGE, rejectingEmptyTokens } from "./bot-protection";
import { createRecaptchaProvider } from "./recaptcha";
import {
  type Grecaptcha,
  loadRecaptcha,
  RECAPTCHA_NOT_LOADED_MESSAGE,
  RECAPTCHA_POLL_LIMIT,
  RECAPTCHA_POLL_MS,
  resetRecaptchaForTests,
} from "./recaptcha-script";

const SITE_KEY = "site-key-123";

function fakeGrecaptcha(token = "recaptcha-token"): Grecaptcha & {
  callbacks: Array<(token: string) => void>;
} {
  const callbacks: Array<(token: string) => void> = [];
  return {
    callbacks,
    ready: vi.fn((callback: () => void) => callback()),
    execute: vi.fn(async (key: string | number) => {
      if (typeof key === "number") callbacks[key]?.(token);
      return token;
    }),
    render: vi.fn((_container, parameters) => callbacks.push(parameters.callback) - 1),
    reset: vi.fn(),
  };
}

const scripts = () => document.querySelectorAll('script[src*="recaptcha/api.js"]');

describe("given the reCAPTCHA provider (SPEC.md §4 Bot protection, §9 poll 200 ms up to 300 tries)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetRecaptchaForTests();
    delete window.grecaptcha;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("should use SPEC.md's numbers: 200 ms between polls, 300 polls", () => {
    expect(RECAPTCHA_POLL_MS).toBe(200);
    expect(RECAPTCHA_POLL_LIMIT).toBe(300);
  });

  it("should add the script once however many calls wait for it", async () => {
    const first = loadRecaptcha(SITE_KEY);
    const second = loadRecaptcha(SITE_KEY);
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.getAttribute("src")).toBe(
      `https://www.google.com/recaptcha/api.js?render=${SITE_KEY}`,
    );
    window.grecaptcha = fakeGrecaptcha();
    await vi.advanceTimersByTimeAsync(RECAPTCHA_POLL_MS);
    await expect(first).resolves.toBe(window.grecaptcha);
    await expect(second).resolves.toBe(window.grecaptcha);
    await loadRecaptcha(SITE_KEY);
    expect(scripts()).toHaveLength(1);
  });

  it("should resolve at the first poll that finds the script ready", async () => {
    const loading = loadRecaptcha(SITE_KEY);
    const settled = vi.fn();
    loading.then(settled, settled);
    await vi.advanceTimersByTimeAsync(RECAPTCHA_POLL_MS * 3);
    expect(settled).not.toHaveBeenCalled();
    window.grecaptcha = fakeGrecaptcha();
    await vi.advanceTimersByTimeAsync(RECAPTCHA_POLL_MS);
    expect(settled).toHaveBeenCalledWith(window.grecaptcha);
  });

  it('should log "can not load recaptcha script." and reject after the 300th poll (60 s), not before', async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const loading = loadRecaptcha(SITE_KEY);
    const rejected = vi.fn();
    loading.catch(rejected);
    await vi.advanceTimersByTimeAsync(RECAPTCHA_POLL_MS * RECAPTCHA_POLL_LIMIT - 1);
    expect(rejected).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(rejected).toHaveBeenCalledWith(new Error("can not load recaptcha script."));
    expect(error).toHaveBeenCalledWith(RECAPTCHA_NOT_LOADED_MESSAGE);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("should ask version 3 for a scored token with the call's action", async () => {
    window.grecaptcha = fakeGrecaptcha("v3-token");
    const provider = createRecaptchaProvider(SITE_KEY);
    await expect(provider.token(3, "anonymous_signup")).resolves.toBe("v3-token");
    expect(window.grecaptcha.execute).toHaveBeenCalledWith(SITE_KEY, {
      action: "anonymous_signup",
    });
  });

  it("should run an invisible widget for version 2, rendered once and reset for the next token", async () => {
    const api = fakeGrecaptcha("v2-token");
    window.grecaptcha = api;
    const provider = createRecaptchaProvider(SITE_KEY);
    await expect(provider.token(2, "login")).resolves.toBe("v2-token");
    await expect(provider.token(2, "login")).resolves.toBe("v2-token");
    expect(api.render).toHaveBeenCalledTimes(1);
    expect(api.render).toHaveBeenCalledWith(
      expect.any(HTMLElement),
      expect.objectContaining({ sitekey: SITE_KEY, size: "invisible" }),
    );
    expect(api.reset).toHaveBeenCalledTimes(1);
  });

  it('should reject an empty token with "recaptcha token is empty" (SPEC.md §5)', async () => {
    window.grecaptcha = fakeGrecaptcha("");
    const provider = rejectingEmptyTokens(createRecaptchaProvider(SITE_KEY));
    await expect(provider.token(3, "create_subscription")).rejects.toThrow(
      "recaptcha token is empty",
    );
    expect(EMPTY_TOKEN_MESSAGE).toBe("recaptcha token is empty");
  });

  it("should reject the token when the script never becomes ready", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const provider = createRecaptchaProvider(SITE_KEY);
    const token = provider.token(3, "login");
    const rejected = expect(token).rejects.toThrow("can not load recaptcha script.");
    await vi.advanceTimersByTimeAsync(RECAPTCHA_POLL_MS * RECAPTCHA_POLL_LIMIT);
    await rejected;
  });
});
