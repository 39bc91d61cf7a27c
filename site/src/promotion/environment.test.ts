import { describe, expect, it } from "vitest";
import { environmentFrom, productDomainsFrom, usesProductionConfig } from "./environment";
import { promotionKeys } from "./remote-config-values";

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
