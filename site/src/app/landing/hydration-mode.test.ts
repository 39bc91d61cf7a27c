import { describe, expect, it } from "vitest";
import { SITE_PAGES } from "../routing/site-pages";
import { hydrationMode, PAGES_THAT_HYDRATE_AT_LOAD, showsLocalPrices } from "./hydration-mode";

describe("given when a prerendered page hydrates (ADR 0024)", () => {
  it.each([
    ["/", "interaction"],
    ["/ar", "interaction"],
    ["/features", "interaction"],
    ["/ja/blog/dns-leaks", "interaction"],
    ["/pricing", "interaction"],
    ["/pricing/checkout/2", "interaction"],
    ["/download/windows", "interaction"],
    ["/login", "load"],
    ["/ar/myaccount", "load"],
    ["/paystatus?order=7", "load"],
    ["/what-is-my-ip", "load"],
    ["/de/webrtc-leak-test", "load"],
    ["/blog/search?q=dns", "load"],
    ["/ru/blog/search", "load"],
    // Issue #37: the help centre's index shows a search's results only with a query.
    ["/help?q=refund", "load"],
    ["/ru/help?x=1&q=%D0%B2", "load"],
    ["/help", "interaction"],
    ["/help/free-trial?q=x", "interaction"],
    ["/pricing/checkout/2?payment=cancelled&method=tpa", "load"],
  ] as const)("should hydrate %s on %s for a visitor who is not signed in", (path, mode) => {
    expect(hydrationMode(path, { signedIn: false })).toBe(mode);
  });

  it("should hydrate every page at load for a signed-in visitor, whose header the HTML cannot know", () => {
    expect(hydrationMode("/features", { signedIn: true })).toBe("load");
  });

  it("should hydrate at load every page that renders on the client, but the prerendered checkout", () => {
    const clientRendered = new Set(
      SITE_PAGES.filter((page) => page.render === "private" && page.name !== "pricing").map(
        (page) => page.name,
      ),
    );
    expect(clientRendered.size).toBeGreaterThan(5);
    for (const name of clientRendered) expect(PAGES_THAT_HYDRATE_AT_LOAD, name).toContain(name);
  });
});

describe("given a visitor whose country pays in another currency (SPEC.md §1)", () => {
  it.each([
    ["/pricing", "GB", true],
    ["/ar/pricing/checkout/2", "au", true],
    ["/vpn-trial", "CA", true],
    ["/pricing", "US", false],
    ["/pricing", "DE", false],
    ["/pricing", undefined, false],
    ["/features", "GB", false],
  ] as const)(
    "should hydrate %s for country %s as soon as geo answers: %s",
    (path, country, soon) => {
      expect(showsLocalPrices(path, country)).toBe(soon);
    },
  );
});
