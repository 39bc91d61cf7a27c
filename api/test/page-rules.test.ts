import { describe, expect, it } from "vitest";
import { SITE_LOCALES } from "../src/mail/locale.js";
import { pageRedirect } from "../src/static/page-redirects.js";

describe("given SPEC.md §2's path rules on a first visit", () => {
  it.each([
    ["//pricing", "/pricing"],
    ["/de//pricing///checkout", "/de/pricing/checkout"],
    ["//evil.example/x", "/evil.example/x"],
    ["/home", "/"],
    ["/fr/home", "/fr"],
    ["/fr/home?x=1", "/fr?x=1"],
    ["//fr//home", "/fr"],
  ])("should send %s to %s", (from, to) => {
    expect(pageRedirect(from, SITE_LOCALES)).toBe(to);
  });

  it.each(["http://evil.example//x", "http://evil.example/home", "evil.example//x", "*"])(
    "should never answer %s, a target that is not a path, with a redirect",
    (target) => {
      expect(pageRedirect(target, SITE_LOCALES)).toBeUndefined();
    },
  );

  it.each(["/", "/pricing", "/de", "/xx/home", "/homepage", "/blog/home-office"])(
    "should leave %s alone",
    (path) => {
      expect(pageRedirect(path, SITE_LOCALES)).toBeUndefined();
    },
  );
});
