import { describe, expect, it } from "vitest";
import { cardBrandOf, formatCardCvc, formatCardExpiry, formatCardNumber } from "./cardFormat";

describe("given a card number as typed", () => {
  it.each([
    ["4", "4"],
    ["42424", "4242 4"],
    ["4242424242424242", "4242 4242 4242 4242"],
    ["4242 4242-4242x4242", "4242 4242 4242 4242"],
    ["4242424242424242123456", "4242 4242 4242 4242 123"],
    ["378282246310005", "3782 822463 10005"],
    ["3782822463100059999", "3782 822463 10005"],
    ["30569309025904", "3056 930902 5904"],
    ["", ""],
  ])("should group %j as %j", (typed, shown) => {
    expect(formatCardNumber(typed)).toBe(shown);
  });

  it.each([
    ["4242", "visa"],
    ["5555 5555", "mastercard"],
    ["2221 0000", "mastercard"],
    ["2720 9999", "mastercard"],
    ["3782", "amex"],
    ["3400", "amex"],
    ["6011 0000", "discover"],
    ["6500", "discover"],
    ["3530 1113", "jcb"],
    ["3056", "diners"],
    ["3600", "diners"],
  ])("should show the mark of %s as %s, by its prefix alone", (number, brand) => {
    expect(cardBrandOf(number)).toBe(brand);
  });

  it.each(["", "1234", "2", "2100", "5600", "9999"])("should show no brand for %j", (number) => {
    expect(cardBrandOf(number)).toBeNull();
  });
});

describe("given an expiry date as typed", () => {
  it.each([
    ["1", "1"],
    ["12", "12"],
    ["122", "12/2"],
    ["1227", "12/27"],
    ["12/27", "12/27"],
    ["12 / 27", "12/27"],
    ["122789", "12/27"],
    ["4", "04/"],
    ["04", "04"],
    ["047", "04/7"],
    ["12/2027", "12/27"],
    ["3/2029", "03/29"],
    ["ab", ""],
  ])("should show %j as %j", (typed, shown) => {
    expect(formatCardExpiry(typed)).toBe(shown);
  });
});

describe("given a security code as typed", () => {
  it.each([
    ["12", "12"],
    ["1234", "1234"],
    ["12345", "1234"],
    ["1 2a3", "123"],
  ])("should keep the digits of %j: %j", (typed, shown) => {
    expect(formatCardCvc(typed)).toBe(shown);
  });
});
