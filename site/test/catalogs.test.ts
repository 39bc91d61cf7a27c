import { afterEach, describe, expect, it, vi } from "vitest";
import {
  CATALOG_NAMES,
  catalogsForPath,
  loadCatalog,
  loadMessagesForPath,
} from "../src/i18n/catalogs";

// Runs on the compiled catalogs (npm test builds first; `npm run messages:compile -w @mvpn/site` otherwise).
describe("given SPEC.md §2 step 5 (messages per path segment, cumulatively, plus header, location, footer)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("should load the page's catalog and the shared ones, in that order", () => {
    expect(catalogsForPath("/de/pricing/checkout/3")).toEqual(
      ["pricing", "header", "footer"].filter((name) => CATALOG_NAMES.has(name)),
    );
    expect(catalogsForPath("/")).toEqual(["home", "header", "footer"]);
    expect(catalogsForPath("/ja")).toEqual(["home", "header", "footer"]);
  });

  it("should take each segment cumulatively and keep only catalogs that exist", () => {
    expect(catalogsForPath("/vpn-server/japan-vpn")).toEqual(["vpn-server", "header", "footer"]);
    expect(catalogsForPath("/no-such-page")).toEqual(["header", "footer"]);
  });

  it("should fall back to English with a console error for a missing locale file (SPEC.md §8)", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const fallback = await loadCatalog("fa", "home");
    expect(fallback).toEqual(await loadCatalog("en", "home"));
    expect(error).toHaveBeenCalledWith("Locale file failed to load: fa/home; using en");
  });

  it("should merge a page's messages with the header's and footer's", async () => {
    const messages = await loadMessagesForPath("en", "/pricing");
    expect(Object.keys(messages)).toEqual(
      expect.arrayContaining(["pricing.meta.title", "header.pricing", "footer.legal"]),
    );
  });
});
