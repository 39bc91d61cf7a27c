import { describe, expect, it } from "vitest";
import {
  applyLateStylesheets,
  markRequestedPath,
  NOT_FOUND_PATH_MARKER,
  stripCookieBar,
  stripScripts,
} from "./write-not-found-pages";

describe("given a prerendered not-found page", () => {
  const html = [
    '<html lang="ar" dir="rtl"><head>',
    '<link rel="modulepreload" href="/assets/entry.client-abc.js"/>',
    '<link rel="stylesheet" href="/assets/root-abc.css"/>',
    "</head><body><h1>الصفحة غير موجودة</h1>",
    '<script>window.__reactRouterContext = {"url":"/ar/404"};</script>',
    '<script type="module" async="">import "/assets/entry.client-abc.js";</script>',
    "</body></html>",
  ].join("");

  it("should remove every script, so it never hydrates at an unknown URL (React #418)", () => {
    expect(stripScripts(html)).not.toMatch(/<script/i);
  });

  it("should remove module preloads but keep the stylesheet and the content", () => {
    const stripped = stripScripts(html);
    expect(stripped).not.toContain("modulepreload");
    expect(stripped).toContain('rel="stylesheet"');
    expect(stripped).toContain("<h1>الصفحة غير موجودة</h1>");
    expect(stripped).toContain('dir="rtl"');
  });
});

describe("given the not-found page's prerendered cookie bar", () => {
  it("should remove it, since without scripts its buttons would do nothing", () => {
    const page =
      '<main><h1>Not found</h1></main><section data-slot="cookie-consent" aria-label="Cookie consent" class="fixed"><div><p>We use cookies</p><button data-action="accept">Accept</button></div></section><footer>f</footer>';
    expect(stripCookieBar(page)).toBe("<main><h1>Not found</h1></main><footer>f</footer>");
  });
});

describe("given the not-found page's path slot", () => {
  it("should leave a marker where the server writes the requested path", () => {
    const html =
      '<p>The page <bdi dir="ltr" data-slot="not-found-path">/ar/404</bdi> does not exist.</p>';
    expect(markRequestedPath(html)).toBe(
      `<p>The page <bdi dir="ltr" data-slot="not-found-path">${NOT_FOUND_PATH_MARKER}</bdi> does not exist.</p>`,
    );
  });
});

describe("given a not-found page in Japanese (issue #38)", () => {
  const html = [
    '<html lang="ja"><head><link rel="stylesheet" href="/assets/fonts-japanese-local-a.css"/>',
    '<script data-late-stylesheet="/assets/fonts-japanese-web-b.css">(function(){})();</script>',
    '<noscript><link rel="stylesheet" href="/assets/fonts-japanese-web-b.css"/></noscript>',
    "</head><body><h1>ページが見つかりません</h1></body></html>",
  ].join("");

  it("should link the web font's slices, which its stripped script would have added, after the content", () => {
    const page = applyLateStylesheets(stripScripts(html));
    expect(page).not.toContain("<noscript>");
    expect(page).toMatch(
      /<h1>ページが見つかりません<\/h1><link rel="stylesheet" href="\/assets\/fonts-japanese-web-b.css"\/><\/body>/,
    );
    expect(page.match(/fonts-japanese-web-b\.css/g)).toHaveLength(1);
    expect(page).toContain('<link rel="stylesheet" href="/assets/fonts-japanese-local-a.css"/>');
  });

  it("should leave a page without late stylesheets as it was", () => {
    const english = '<html lang="en"><head></head><body><h1>Not found</h1></body></html>';
    expect(applyLateStylesheets(english)).toBe(english);
  });
});
