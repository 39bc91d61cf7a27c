import { describe, expect, it } from "vitest";
import {
  environmentFrom,
  firebaseOptionsFrom,
  productDomainsFrom,
  usesProductionConfig,
} from "./environment";
import { promotionKeys } from "./remote-config-keys";

const DOMAINS = ["mvpn.example", "mvpn-turbo.example"];

describe("given SPEC.md §4 'production config on a product domain or in production, debug otherwise'", () => {
  it.each([
    ["mvpn.example", undefined, true],
    ["www.mvpn.example", undefined, true],
    ["MVPN-TURBO.example", undefined, true],
    ["mvpn.example.", undefined, true],
    ["localhost", undefined, false],
    ["staging-mvpn.example", undefined, false],
    ["mvpn.example.evil.test", undefined, false],
    ["localhost", "production", true],
    ["localhost", "sandbox", false],
  ])(
    "should say %s in environment %s uses production's config: %s",
    (host, environment, expected) => {
      expect(usesProductionConfig({ host, productDomains: DOMAINS, environment })).toBe(expected);
    },
  );

  it("should read production's keys or the debug ones", () => {
    expect(promotionKeys(true)).toEqual({ config: "promotion", l10n: "promotion_l10n" });
    expect(promotionKeys(false)).toEqual({
      config: "debug_promotion",
      l10n: "debug_promotion_l10n",
    });
  });

  it("should read the product domains and the environment from Vite's env", () => {
    const env = { VITE_PRODUCT_DOMAINS: "a.example, b.example,,", VITE_APP_ENV: "production" };
    expect(productDomainsFrom(env).map((domain) => domain.trim())).toEqual([
      "a.example",
      "b.example",
    ]);
    expect(environmentFrom(env)).toBe("production");
    expect(productDomainsFrom({})).toEqual([]);
  });
});

describe("given the VITE_FIREBASE_* settings", () => {
  it("should configure no Firebase project without them (the api's config is read then)", () => {
    expect(firebaseOptionsFrom({})).toBeNull();
    expect(
      firebaseOptionsFrom({ VITE_FIREBASE_API_KEY: "k", VITE_FIREBASE_PROJECT_ID: "p" }),
    ).toBeNull();
    expect(
      firebaseOptionsFrom({
        VITE_FIREBASE_API_KEY: " ",
        VITE_FIREBASE_PROJECT_ID: "p",
        VITE_FIREBASE_APP_ID: "a",
      }),
    ).toBeNull();
  });

  it("should configure the project from the API key, project id and app id", () => {
    expect(
      firebaseOptionsFrom({
        VITE_FIREBASE_API_KEY: "k",
        VITE_FIREBASE_PROJECT_ID: "p",
        VITE_FIREBASE_APP_ID: "a",
        VITE_FIREBASE_AUTH_DOMAIN: "p.firebaseapp.com",
      }),
    ).toEqual({ apiKey: "k", projectId: "p", appId: "a", authDomain: "p.firebaseapp.com" });
  });
});
