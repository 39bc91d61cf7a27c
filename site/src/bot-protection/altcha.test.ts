import { createChallenge, verifySolution } from "altcha-lib/v1";
import { describe, expect, it, vi } from "vitest";
import { createAltchaProvider } from "./altcha";
import { createBotProtection } from "./select-provider";

const HMAC_KEY = "unit-test-hmac-key-of-at-least-32-chars";

const challenge = () => createChallenge({ hmacKey: HMAC_KEY, maxNumber: 2000 });

describe("given the ALTCHA proof-of-work provider", () => {
  it("should answer with a payload the api's verifySolution accepts", async () => {
    const provider = createAltchaProvider(async () => {
      const { algorithm, challenge: hash, salt, signature } = await challenge();
      return { algorithm, challenge: hash, salt, signature, maxnumber: 2000 };
    });
    const token = await provider.token(3, "anonymous_signup");
    await expect(verifySolution(token, HMAC_KEY)).resolves.toBe(true);
  });

  it("should fail verification with another server's key", async () => {
    const provider = createAltchaProvider(async () => ({
      ...(await challenge()),
      maxnumber: 2000,
    }));
    await expect(
      verifySolution(await provider.token(2, "login"), "another-key-that-is-32-chars-long!"),
    ).resolves.toBe(false);
  });

  it("should give an empty token when the challenge has no solution in range", async () => {
    const provider = createAltchaProvider(async () => ({
      algorithm: "SHA-256",
      challenge: "0".repeat(64),
      maxnumber: 10,
      salt: "salt&",
      signature: "x",
    }));
    await expect(provider.token(2, "login")).resolves.toBe("");
  });
});

describe("given the choice of provider", () => {
  it("should use ALTCHA when no reCAPTCHA key is configured", async () => {
    const fetchChallenge = vi.fn(async () => ({
      provider: "altcha" as const,
      challenge: { ...(await challenge()), maxnumber: 2000 },
    }));
    const protection = createBotProtection({ recaptchaSiteKey: undefined, fetchChallenge });
    expect(protection.provider).toBe("altcha");
    const token = await protection.token(2, "login");
    expect(fetchChallenge).toHaveBeenCalledTimes(1);
    await expect(verifySolution(token, HMAC_KEY)).resolves.toBe(true);
  });

  it("should use reCAPTCHA when a site key is configured, without asking the api for a challenge", () => {
    const fetchChallenge = vi.fn();
    const protection = createBotProtection({ recaptchaSiteKey: "key", fetchChallenge });
    expect(protection.provider).toBe("recaptcha");
    expect(fetchChallenge).not.toHaveBeenCalled();
  });

  it('should reject with "recaptcha token is empty" when the api names reCAPTCHA but gives no key', async () => {
    const protection = createBotProtection({
      fetchChallenge: async () => ({ provider: "recaptcha", site_key: null }),
    });
    await expect(protection.token(3, "anonymous_signup")).rejects.toThrow(
      "recaptcha token is empty",
    );
  });
});
