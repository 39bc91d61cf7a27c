import { describe, expect, it } from "vitest";
import { foldMethods, offeredProviders, PROVIDER_ORDER } from "./payment-methods";

describe("given the providers the api offers at checkout", () => {
  it("should put card, wallets and PayPal first and fold the rest, each in the buyer's order", () => {
    expect(foldMethods(PROVIDER_ORDER)).toEqual({
      first: ["s1", "gap", "ps"],
      more: ["pd", "rz", "tpa", "so"],
    });
  });

  it("should fold nothing when none of the first methods is offered", () => {
    expect(foldMethods(offeredProviders(["so", "rz"]))).toEqual({ first: ["rz", "so"], more: [] });
  });

  it("should show only what is offered", () => {
    expect(foldMethods(offeredProviders(["tpa", "ps"]))).toEqual({ first: ["ps"], more: ["tpa"] });
    expect(foldMethods([])).toEqual({ first: [], more: [] });
  });
});
