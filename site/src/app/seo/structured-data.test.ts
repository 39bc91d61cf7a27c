import { describe, expect, it } from "vitest";
import { absoluteUrl, article, breadcrumbList, jsonLd, parentMeta } from "./structured-data";

describe("given the JSON-LD builders of issue #16", () => {
  it("should give absolute URLs in the page's locale, English without a prefix", () => {
    expect(absoluteUrl("/termsuse", "en", "https://x.example")).toBe("https://x.example/termsuse");
    expect(absoluteUrl("/termsuse", "de", "https://x.example")).toBe(
      "https://x.example/de/termsuse",
    );
    expect(absoluteUrl("/", "ar", "https://x.example")).toBe("https://x.example/ar");
  });

  it("should number a BreadcrumbList's items from 1, home first", () => {
    const list = breadcrumbList(
      [
        { name: "mVPN", path: "/" },
        { name: "Servers", path: "/vpn-server" },
      ],
      "ja",
    );
    expect(list["@type"]).toBe("BreadcrumbList");
    expect(list.itemListElement).toEqual([
      expect.objectContaining({ position: 1, name: "mVPN" }),
      expect.objectContaining({
        position: 2,
        name: "Servers",
        item: expect.stringMatching(/\/ja\/vpn-server$/),
      }),
    ]);
  });

  it("should date an Article and fall back to the publication date for its modification", () => {
    const data = article({
      type: "BlogPosting",
      headline: "H",
      path: "/blog/x",
      datePublished: "2026-11-02",
    });
    expect(data).toMatchObject({
      "@type": "BlogPosting",
      datePublished: "2026-11-02",
      dateModified: "2026-11-02",
    });
  });

  it("should wrap data as React Router's ld+json meta and keep the parents' meta", () => {
    expect(jsonLd({ a: 1 })).toEqual([{ "script:ld+json": { a: 1 } }]);
    expect(parentMeta([{ meta: [{ title: "T" }] }, { meta: [{ title: "own" }] }])).toEqual([
      { title: "T" },
    ]);
  });
});
