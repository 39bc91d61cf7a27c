import { describe, expect, it } from "vitest";
import { paymentSearch, readPaymentQuery } from "./payment-query";

const ORDER = "0b0e6f5e-8a5c-4c8e-9c1e-2f3a4b5c6d7e";
const read = (search: string) => readPaymentQuery(new URLSearchParams(search));

describe("given the query of /paystatus and /paysuc", () => {
  it.each(["s1", "pd", "ps", "rz", "tpa", "so"])(
    "should accept an order id with provider %s",
    (provider) => {
      expect(read(`?order=${ORDER}&provider=${provider}`)).toEqual({ orderId: ORDER, provider });
    },
  );

  it("should read the provider in any case and ignore other parameters", () => {
    expect(read(`?utm_source=x&provider=RZ&order=${ORDER.toUpperCase()}`)).toEqual({
      orderId: ORDER.toUpperCase(),
      provider: "rz",
    });
  });

  it.each([
    ["no query", ""],
    ["no provider", `?order=${ORDER}`],
    ["no order", "?provider=rz"],
    ["gap, which has no result to poll", `?order=${ORDER}&provider=gap`],
    ["an unknown provider", `?order=${ORDER}&provider=paypal`],
    ["an order that is not a UUID", "?order=42&provider=rz"],
    ["an order with something after the UUID", `?order=${ORDER}x&provider=rz`],
    ["markup in the order", "?order=%3Cscript%3E&provider=rz"],
  ])("should refuse %s", (_, search) => {
    expect(read(search)).toBeNull();
  });

  it("should write the same query back", () => {
    expect(paymentSearch({ orderId: ORDER, provider: "ps" })).toBe(`?order=${ORDER}&provider=ps`);
  });
});
