import { describe, expect, it } from "vitest";
import { paySucCards } from "./paysuc-order";

describe("given a buyer on /paysuc (issue #38)", () => {
  it("should put Set a password first when the account has none", () => {
    expect(paySucCards({ needsPassword: true, hasOrder: true })).toEqual([
      "password",
      "purchase",
      "vip-time",
      "download",
    ]);
  });

  it("should leave the password card out when one is set", () => {
    expect(paySucCards({ needsPassword: false, hasOrder: true })).toEqual([
      "purchase",
      "vip-time",
      "download",
    ]);
  });

  it("should show the VIP time and the download without an order (a reload later)", () => {
    expect(paySucCards({ needsPassword: true, hasOrder: false })).toEqual([
      "password",
      "vip-time",
      "download",
    ]);
  });
});
