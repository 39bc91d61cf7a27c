import { LOCALE_CODES } from "@mvpn/design-system/locales";
import { describe, expect, it } from "vitest";
import { prerenderPaths } from "./prerender-paths";
import { prerenderedPlans } from "./pricing/prerendered-plans";

describe("given the prerender list", () => {
  const paths = prerenderPaths();

  it("should hold the home page under no prefix and under each of the 11 prefixes (SPEC.md §2)", () => {
    for (const path of [
      "/",
      "/en",
      "/ar",
      "/de",
      "/es",
      "/fr",
      "/it",
      "/ja",
      "/nl",
      "/pl",
      "/pt",
      "/ru",
    ]) {
      expect(paths).toContain(path);
    }
  });

  it("should hold a not-found page per prefix, for the server's 404 answers", () => {
    expect(paths).toContain("/404");
    expect(paths).toContain("/ar/404");
    expect(paths.filter((p) => p.endsWith("/404"))).toHaveLength(12);
  });

  it("should list each path once", () => {
    expect(new Set(paths).size).toBe(paths.length);
  });

  // Issue #34/#37: every plan the seeded api sells the web product (the snapshot,
  // which api/test/payments/plan-snapshot-ids.test.ts holds to the seed) has its
  // checkout in the HTML under every prefix; any other id is no file, so 404.
  it("should hold the checkout of every seeded plan id under no prefix and each of the 11 prefixes, and of no other id", () => {
    const planIds = (["default", "cj", "trial"] as const).flatMap((set) =>
      prerenderedPlans(set).list.map((plan) => String(plan.id)),
    );
    expect(planIds).toEqual(["1", "2", "3", "4", "5", "6", "25"]);
    const prefixes = ["", ...LOCALE_CODES.map((code) => `/${code}`)];
    expect(prefixes).toHaveLength(12);
    const expected = prefixes.flatMap((prefix) => [
      `${prefix}/pricing/checkout`,
      ...planIds.map((id) => `${prefix}/pricing/checkout/${id}`),
    ]);
    const checkouts = paths.filter((path) => /\/pricing\/checkout(\/|$)/.test(path));
    expect(checkouts.sort()).toEqual(expected.sort());
  });
});
