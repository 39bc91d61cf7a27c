import { afterEach, describe, expect, it, vi } from "vitest";
import { apiBaseUrl, recaptchaSiteKey } from "./config";

describe("given the client's build configuration", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("should call the same origin when VITE_API_BASE_URL is not set", () => {
    vi.stubEnv("VITE_API_BASE_URL", undefined);
    expect(apiBaseUrl()).toBe("");
  });

  it("should use VITE_API_BASE_URL without its trailing slash", () => {
    vi.stubEnv("VITE_API_BASE_URL", "https://api.example.com/");
    expect(apiBaseUrl()).toBe("https://api.example.com");
  });

  it("should use reCAPTCHA only when VITE_RECAPTCHA_SITE_KEY has a value", () => {
    vi.stubEnv("VITE_RECAPTCHA_SITE_KEY", " ");
    expect(recaptchaSiteKey()).toBeUndefined();
    vi.stubEnv("VITE_RECAPTCHA_SITE_KEY", "6Lc-key");
    expect(recaptchaSiteKey()).toBe("6Lc-key");
  });
});
