import { describe, expect, it } from "vitest";
import { formatPercent, parseDiscountPercent } from "./discountPercent";

describe("given parseDiscountPercent", () => {
  it.each([
    ["59%", 59],
    ["59", 59],
    [" 62 % ", 62],
    ["12.5%", 12.5],
    ["0%", 0],
    ["100%", 100],
    [70, 70],
  ])("should read %j as %j", (value, expected) => {
    expect(parseDiscountPercent(value)).toBe(expected);
  });

  it.each([["abc"], [""], ["%"], ["-5%"], ["101%"], ["59%%"], ["5 9%"], [null], [undefined]])(
    "should read %j as no percentage",
    (value) => {
      expect(parseDiscountPercent(value)).toBeNull();
    },
  );
});

describe("given formatPercent", () => {
  it.each([
    ["en", "59%"],
    ["de", "59\u00a0%"],
    ["ar", "59%"],
    ["tr", "%59"],
  ])("should follow the %s pattern: %j", (locale, expected) => {
    expect(formatPercent(59, locale)).toBe(expected);
  });
});
