import { describe, expect, it } from "vitest";
import { nextPath } from "./next-path";
import { resolveRedirectTarget } from "./redirect-target";

describe("given a client navigation (SPEC.md §2 routing rules and locale steps)", () => {
  const english = { cookie: undefined, browserLanguages: ["en-US"] };
  it("should collapse double slashes, keeping query and hash", () => {
    expect(nextPath("/de//pricing///checkout?x=1#a", null, english)).toBe(
      "/de/pricing/checkout?x=1#a",
    );
  });

  it("should send {lang}/home to the language root", () => {
    expect(nextPath("/fr/home?x=1", null, english)).toBe("/fr?x=1");
  });

  it("should keep the previous page's language on a path without a prefix (step 4)", () => {
    expect(nextPath("/pricing", "/de/features", english)).toBe("/de/pricing");
    expect(nextPath("/pricing", "/en/features", english)).toBeNull();
  });

  it("should send a visitor with the fr cookie or a German browser to the prefixed path (steps 2–3)", () => {
    expect(nextPath("/pricing?plan=3#faq", null, { cookie: "fr", browserLanguages: [] })).toBe(
      "/fr/pricing?plan=3#faq",
    );
    expect(nextPath("/pricing", null, { cookie: undefined, browserLanguages: ["de-DE"] })).toBe(
      "/de/pricing",
    );
  });

  it("should keep a German or Arabic visitor on the English help centre (SPEC.md §2, ADR 0028)", () => {
    expect(nextPath("/help", null, { cookie: "de", browserLanguages: [] })).toBeNull();
    expect(nextPath("/help/free-trial", "/ar/contact-us", english)).toBeNull();
    // Russian has its own help centre, so a Russian visitor still goes there.
    expect(nextPath("/help?q=vpn", null, { cookie: "ru", browserLanguages: [] })).toBe(
      "/ru/help?q=vpn",
    );
    expect(nextPath("/help", "/ru/pricing", english)).toBe("/ru/help");
  });

  it("should stay on a prefixed path", () => {
    expect(nextPath("/ja/pricing", "/de/features", english)).toBeNull();
  });
});

describe("given the redirect helper page", () => {
  const origin = "https://www.mvpn.example";

  it("should go to a path on this site, in the visitor's language", () => {
    expect(resolveRedirectTarget("/pricing?plan=3", "de", origin)).toBe("/de/pricing?plan=3");
    expect(resolveRedirectTarget("/fr/pricing", "de", origin)).toBe("/fr/pricing");
  });

  it("should refuse other sites and dangerous protocols (SPEC.md §8)", () => {
    expect(resolveRedirectTarget("https://evil.example/", "en", origin)).toBeNull();
    expect(resolveRedirectTarget("javascript:alert(1)", "en", origin)).toBeNull();
    expect(resolveRedirectTarget("//evil.example", "en", origin)).toBeNull();
    expect(resolveRedirectTarget(null, "en", origin)).toBeNull();
  });
});
