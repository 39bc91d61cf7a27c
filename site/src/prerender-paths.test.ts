import { APP_TYPE, SEEDED_PLAN_IDS } from "@mvpn/contract/constants";
import { LOCALE_CODES } from "@mvpn/locales";
import { describe, expect, it } from "vitest";
import { prerenderPaths } from "./prerender-paths";
import { prerenderedCheckoutPlans } from "./pricing/prerendered-plans";

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

  // Issue #34/#37: every plan the api seeds for the web product (the contract's
  // SEEDED_PLAN_IDS, which api/src/db/seed-payments.ts seeds from) has its
  // checkout in the HTML under every prefix; any other id is no file, so 404.
  it("should hold the checkout of every seeded plan id under no prefix and each of the 11 prefixes, and of no other id", () => {
    const planIds = Object.values(SEEDED_PLAN_IDS[APP_TYPE]).flatMap((ids) => ids.map(String));
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

  it("should have each seeded plan's price to prerender its checkout with (plans.snapshot.json)", () => {
    for (const id of Object.values(SEEDED_PLAN_IDS[APP_TYPE]).flat()) {
      expect(prerenderedCheckoutPlans(String(id)).list.map((plan) => plan.id)).toContain(id);
    }
  });

  // Issue #37, ADR 0028: the help centre exists in English and Russian only.
  it("should hold the help centre under no prefix, /en and /ru, and under no other prefix", () => {
    const help = paths.filter((path) => /^(\/[a-z]{2})?\/help(\/|$)/.test(path));
    expect(help).toContain("/help");
    expect(help).toContain("/en/help");
    expect(help).toContain("/ru/help");
    expect(help).toContain("/ru/help/free-trial");
    expect(new Set(help.map((path) => path.match(/^\/([a-z]{2})\//)?.[1] ?? "none"))).toEqual(
      new Set(["none", "en", "ru"]),
    );
  });
});
