import { afterEach, describe, expect, it, vi } from "vitest";
import type { LocalizedPrices, PlanList } from "../api/types";
import { loadLivePlans } from "./live-plans";
import { prerenderedPlans } from "./prerendered-plans";

const usd = prerenderedPlans();
const gbp: PlanList = {
  ...usd,
  currency: "GBP",
  currencySymbol: "£",
  list: usd.list.map((plan) => ({ ...plan, currency: "GBP", currencySymbol: "£", money: "1.00" })),
};
const money = { gross: 1, net: 1, tax: 0 };
const pricesIn = (currency: "USD" | "GBP", country: string): LocalizedPrices => ({
  customer_country: country,
  products: usd.list.map((plan) => ({
    product_id: plan.id,
    product_title: plan.name,
    currency,
    vendor_set_prices_included_tax: true,
    price: money,
    list_price: money,
    subscription: {
      interval: "month",
      frequency: 1,
      trial_days: 0,
      price: money,
      list_price: money,
    },
  })),
});

function fakeCalls({
  prices = null as LocalizedPrices | null,
  failIn = null as string | null,
} = {}) {
  return {
    plans: vi.fn(
      async ({ currency }: { xFrom?: string; currency?: string; offer?: string } = {}) => {
        if (currency && currency === failIn) throw new Error("503");
        return currency === "GBP" ? gbp : usd;
      },
    ),
    localizedPrices: vi.fn(async () => prices),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("given the pricing page refreshing its plans after hydration", () => {
  it("should keep USD and not ask for prices while the country is unknown", async () => {
    const calls = fakeCalls();
    await expect(loadLivePlans({ calls })).resolves.toBe(usd);
    expect(calls.localizedPrices).not.toHaveBeenCalled();
  });

  it("should ask /l10n/prices for the plan ids and the visitor's country, and show a GB visitor pounds", async () => {
    const calls = fakeCalls({ prices: pricesIn("GBP", "GB") });
    await expect(loadLivePlans({ calls, country: "GB", xFrom: "CJ" })).resolves.toBe(gbp);
    expect(calls.localizedPrices).toHaveBeenCalledWith({
      product_ids: [1, 2, 3],
      customer_country: "GB",
    });
    expect(calls.plans).toHaveBeenLastCalledWith({
      xFrom: "CJ",
      currency: "GBP",
      offer: undefined,
    });
  });

  it("should stay in USD for a country priced in USD, without a second list", async () => {
    const calls = fakeCalls({ prices: pricesIn("USD", "DE") });
    await expect(loadLivePlans({ calls, country: "DE" })).resolves.toBe(usd);
    expect(calls.plans).toHaveBeenCalledTimes(1);
  });

  it("should keep the original prices when /l10n/prices fails (SPEC.md §8: the call logs the warning)", async () => {
    const calls = fakeCalls({ prices: null });
    await expect(loadLivePlans({ calls, country: "GB" })).resolves.toBe(usd);
  });

  it("should keep the original prices and only warn when the list in the local currency fails", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const calls = fakeCalls({ prices: pricesIn("GBP", "GB"), failIn: "GBP" });
    await expect(loadLivePlans({ calls, country: "GB" })).resolves.toBe(usd);
    expect(warn).toHaveBeenCalledOnce();
  });
});
