import { isSameOriginPath } from "@mvpn/contract/validation";
import { describe, expect, it } from "vitest";
import { returnUrlFor } from "../../src/payments/return-url.js";

describe("given a return path from a purchase", () => {
  it("should add the order and provider to its query, keeping what was there", () => {
    expect(returnUrlFor("/paystatus", "abc", "ps")).toBe("/paystatus?order=abc&provider=ps");
    expect(returnUrlFor("/de/paystatus?from=x", "abc", "so")).toBe(
      "/de/paystatus?from=x&order=abc&provider=so",
    );
    expect(returnUrlFor("/paystatus#top", "abc", "rz")).toBe(
      "/paystatus?order=abc&provider=rz#top",
    );
    expect(returnUrlFor("/paystatus?order=forged", "abc", "rz")).toBe(
      "/paystatus?order=abc&provider=rz",
    );
  });

  it.each(["/paystatus", "/de/paystatus?x=1", "/a/b#c"])("should accept the path %j", (path) => {
    expect(isSameOriginPath(path)).toBe(true);
  });

  it.each([
    "paystatus",
    "//evil.example/x",
    "/\\evil.example",
    "https://evil.example/",
    "/pay status",
    "/pay\tstatus",
    "/x\u0000",
    "",
  ])("should refuse %j, which could leave the site", (path) => {
    expect(isSameOriginPath(path)).toBe(false);
  });
});
