import { describe, expect, it } from "vitest";
import {
  APP_NAME,
  APP_TYPE,
  appNameOf,
  BASE_CURRENCY,
  CURRENCIES,
  CURRENCY_SYMBOLS,
  currencyForCountry,
  isKnownAppType,
  LOCALE_CODES,
  PROVIDER_IDS,
  REDIRECT_PROVIDERS,
  REMOTE_CONFIG_KEYS,
  RESULT_PROVIDERS,
  SESSION_EXPIRY_CODES,
} from "../src/constants";

describe("given the shared constants of SPEC.md", () => {
  it("should name the web product 501, Web_Master (§1, §3)", () => {
    expect(APP_TYPE).toBe(501);
    expect(APP_NAME).toBe("Web_Master");
    expect(appNameOf(101)).toBe("Android_Master");
    expect(appNameOf(999)).toBe("Unknown");
    expect(isKnownAppType(512)).toBe(true);
    expect(isKnownAppType(1.5)).toBe(false);
  });

  it("should list the currencies of §1 with their symbols", () => {
    expect(CURRENCIES).toEqual(["USD", "AUD", "CAD", "GBP"]);
    expect(CURRENCY_SYMBOLS).toEqual({ USD: "$", AUD: "A$", CAD: "CA$", GBP: "£" });
    expect(BASE_CURRENCY).toBe("USD");
  });

  it.each([
    ["US", "USD"],
    ["au", "AUD"],
    ["CA", "CAD"],
    ["GB", "GBP"],
    ["DE", "USD"],
    ["", "USD"],
    [undefined, "USD"],
  ])("should price a buyer from %j in %s", (country, currency) => {
    expect(currencyForCountry(country)).toBe(currency);
  });

  it("should list the 11 interface languages (§1), from the design system's list", () => {
    expect(LOCALE_CODES).toEqual([
      "en",
      "ar",
      "de",
      "es",
      "fr",
      "it",
      "ja",
      "nl",
      "pl",
      "pt",
      "ru",
    ]);
  });

  it("should list the providers of §7 and what each checkout is", () => {
    expect(PROVIDER_IDS).toEqual(["s1", "pd", "ps", "rz", "gap", "tpa", "so"]);
    expect(REDIRECT_PROVIDERS).toEqual(["pd", "ps", "rz", "tpa", "so"]);
    expect(RESULT_PROVIDERS).toEqual(["s1", "pd", "ps", "rz", "tpa", "so"]);
  });

  it("should list the remote config keys of §7 and the session-expiry codes of §9", () => {
    expect(REMOTE_CONFIG_KEYS).toEqual([
      "promotion",
      "promotion_l10n",
      "debug_promotion",
      "debug_promotion_l10n",
    ]);
    expect(SESSION_EXPIRY_CODES).toEqual([50008, 50012, 50014]);
  });
});
