import { describe, expect, it } from "vitest";
import { checkCard, parseExpiry, passesLuhn } from "./card-input";

const NOW = new Date(2026, 10, 25); // 25 November 2026
const GOOD = { number: "4242 4242 4242 4242", expiry: "12/29", cvc: "123" };

describe("given the checkout's card form", () => {
  it("should accept the sandbox's test cards (docs/payments.md)", () => {
    for (const number of ["4242424242424242", "4000000000000002", "4000002760003184"]) {
      expect(passesLuhn(number)).toBe(true);
      expect(checkCard({ ...GOOD, number }, NOW)).toEqual({});
    }
  });

  it("should reject a number failing the Luhn check, a short one and an empty one", () => {
    expect(checkCard({ ...GOOD, number: "4242 4242 4242 4241" }, NOW)).toEqual({
      number: "invalid",
    });
    expect(checkCard({ ...GOOD, number: "4242" }, NOW)).toEqual({ number: "invalid" });
    expect(checkCard({ ...GOOD, number: "  " }, NOW)).toEqual({ number: "missing" });
  });

  it("should read the expiry as MM/YY, MM/YYYY or MMYY", () => {
    expect(parseExpiry("04/29")).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry("4 / 2031")).toEqual({ month: 4, year: 2031 });
    expect(parseExpiry("0429")).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry("13/29")).toBeNull();
    expect(parseExpiry("ab/cd")).toBeNull();
  });

  it("should treat a card as good to the end of its expiry month", () => {
    expect(checkCard({ ...GOOD, expiry: "11/26" }, NOW)).toEqual({});
    expect(checkCard({ ...GOOD, expiry: "10/26" }, NOW)).toEqual({ expiry: "expired" });
    expect(checkCard({ ...GOOD, expiry: "" }, NOW)).toEqual({ expiry: "missing" });
    expect(checkCard({ ...GOOD, expiry: "99" }, NOW)).toEqual({ expiry: "invalid" });
  });

  it("should want a security code of 3 or 4 digits", () => {
    expect(checkCard({ ...GOOD, cvc: "1234" }, NOW)).toEqual({});
    expect(checkCard({ ...GOOD, cvc: "12" }, NOW)).toEqual({ cvc: "invalid" });
    expect(checkCard({ ...GOOD, cvc: "" }, NOW)).toEqual({ cvc: "missing" });
  });
});
