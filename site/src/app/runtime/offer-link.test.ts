import { describe, expect, it } from "vitest";
import { offerLink } from "./offer-link";

describe("given the promotion popup's call to action (issue #38: never a link to the page it is on)", () => {
  it.each([
    ["en", "/pricing", "/pricing/checkout"],
    ["en", "/pricing/", "/pricing/checkout"],
    ["ar", "/ar/pricing", "/ar/pricing/checkout"],
    ["ja", "/ja/pricing?utm_source=x#plans", "/ja/pricing/checkout"],
  ])("should lead from the plans page (%s, %s) to the checkout", (locale, pathname, to) => {
    const link = offerLink(locale, pathname);
    expect(link).toEqual({ to, kind: "checkout" });
    expect(link.to).not.toBe(pathname);
  });

  it.each([
    ["en", "/", "/pricing"],
    ["en", "/features", "/pricing"],
    ["de", "/de/pricing/checkout/3", "/de/pricing"],
    ["ar", "/ar/what-is-my-ip", "/ar/pricing"],
  ])("should lead from any other page (%s, %s) to the plans", (locale, pathname, to) => {
    expect(offerLink(locale, pathname)).toEqual({ to, kind: "plans" });
  });
});
