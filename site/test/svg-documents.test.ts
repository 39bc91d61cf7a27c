import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BUILT_CLIENT } from "./built-site";

/**
 * Issue #34: Blink draws every SVG an `<img>` or an icon link shows in a document of its own (a
 * frame, a loader, a parse, a layout). The home page's six flags cost about 150 ms of the
 * main-thread work Lighthouse counts at 4× throttling; they and the favicon are pictures now
 * (site/scripts/rasterize-pictures.ts). Inline `<svg>` (icons, the app screens) costs no document.
 */
const PAGES_WITHOUT_SVG_DOCUMENTS = [
  "index.html",
  "ar/index.html",
  "ja/index.html",
  "features/index.html",
  "pricing/index.html",
  "pricing/checkout/2/index.html",
  "download/windows/index.html",
  "vpn-server/germany-vpn/index.html",
  "ar/vpn-server/japan-vpn/index.html",
];

/** The SVG files a page's HTML shows as images or icons. */
function svgDocuments(html: string): string[] {
  const images = [...html.matchAll(/<img\b[^>]*\bsrc="([^"]+\.svg)"/g)].map((m) => m[1] as string);
  const icons = [...html.matchAll(/<link\b[^>]*\brel="(?:icon|apple-touch-icon)"[^>]*>/g)]
    .map((m) => /href="([^"]+)"/.exec(m[0])?.[1] ?? "")
    .filter((href) => href.endsWith(".svg"));
  return [...images, ...icons];
}

describe("given the built pages a visitor lands on most", () => {
  it.each(PAGES_WITHOUT_SVG_DOCUMENTS)(
    "should show no SVG file as an image or icon on %s",
    (page) => {
      const html = readFileSync(join(BUILT_CLIENT, page), "utf8");
      expect(svgDocuments(html)).toEqual([]);
    },
  );

  it("should tell an SVG image and an SVG icon from a picture (the check can fail)", () => {
    const html =
      '<link rel="icon" href="/favicon.svg"/><img alt="" src="/assets/de-x.svg"/><img alt="" src="/assets/de-x.webp"/>';
    expect(svgDocuments(html)).toEqual(["/assets/de-x.svg", "/favicon.svg"]);
  });
});
