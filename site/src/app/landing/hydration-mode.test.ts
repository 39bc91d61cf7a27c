import { describe, expect, it } from "vitest";
import { SITE_PAGES } from "../routing/site-pages";
import { hydrationMode, PAGES_THAT_HYDRATE_AT_LOAD } from "./hydration-mode";

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
