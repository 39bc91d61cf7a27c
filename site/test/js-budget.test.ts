import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { BUILT_CLIENT, entryChunks, moduleLoader, staticImportClosure } from "./built-site";

/**
 * Issue #5 and #14: the JavaScript a page loads before it is interactive (its
 * module loader's imports and preloads, fetched once the page has painted:
 * scripts/defer-hydration.ts), gzip level 9, in bytes, per page type.
 * The figures and their breakdown are in README.md ("JavaScript budget");
 * change one only with a reason written there. ARCHITECTURE.md's target is
 * 120 KB; React DOM and React Router alone are 108 KB of it.
 */
export const HOME_ENTRY_BUDGET_GZIP = 167_000;
/** A content page in the default layout (`/features`): the frame and a light page. */
export const PAGE_ENTRY_BUDGET_GZIP = 164_000;
/**
 * A blog page (issue #17): an article (its table of contents, the article
 * cards below it) and the listing. The search index and its code load on
 * first use, not with the page.
 */
export const BLOG_ENTRY_BUDGET_GZIP = 165_000;
/**
 * The download pages (issue #15): platform detection, the platform cards and
 * their glyphs; a product page adds its download panel, install steps and QR
 * code.
 */
export const DOWNLOAD_ENTRY_BUDGET_GZIP = 176_000;
/** The pricing page (standalone layout, plan picker, promotions). */
export const PRICING_ENTRY_BUDGET_GZIP = 222_000;

const BUDGETS: ReadonlyArray<readonly [page: string, budget: number]> = [
  ["index.html", HOME_ENTRY_BUDGET_GZIP],
  ["ar/index.html", HOME_ENTRY_BUDGET_GZIP],
  ["features/index.html", PAGE_ENTRY_BUDGET_GZIP],
  // Issue #16: content is HTML and CSS; a region page and a use case carry no more than a content page.
  ["vpn-server/germany-vpn/index.html", PAGE_ENTRY_BUDGET_GZIP],
  ["ar/vpn-server/japan-vpn/index.html", PAGE_ENTRY_BUDGET_GZIP],
  ["vpn-for-social-media/tiktok/index.html", PAGE_ENTRY_BUDGET_GZIP],
  ["what-is-vpn/index.html", PAGE_ENTRY_BUDGET_GZIP],
  ["blog/index.html", BLOG_ENTRY_BUDGET_GZIP],
  ["blog/webrtc-leaks/index.html", BLOG_ENTRY_BUDGET_GZIP],
  ["ar/blog/webrtc-leaks/index.html", BLOG_ENTRY_BUDGET_GZIP],
  ["download/index.html", DOWNLOAD_ENTRY_BUDGET_GZIP],
  ["download/windows/index.html", DOWNLOAD_ENTRY_BUDGET_GZIP],
  ["ar/download/android/index.html", DOWNLOAD_ENTRY_BUDGET_GZIP],
  ["pricing/index.html", PRICING_ENTRY_BUDGET_GZIP],
];

/**
 * Files per page type (module script and preloads): each is a round trip a
 * phone on a slow link pays before the first paint (Lighthouse counted them
 * all: docs/benchmarks.md). The modules every page loads come in two files
 * (site/scripts/frame-chunks.ts); 45 files on `/features` became 19.
 */
const ENTRY_FILES: ReadonlyArray<readonly [page: string, files: number]> = [
  ["index.html", 26],
  ["features/index.html", 20],
  ["vpn-server/germany-vpn/index.html", 24],
  ["blog/webrtc-leaks/index.html", 24],
  ["download/windows/index.html", 21],
  ["pricing/index.html", 40],
];

const client = BUILT_CLIENT;

const gzipBytes = (file: string) => gzipSync(readFileSync(join(client, file)), { level: 9 }).length;

describe("given the built marketing pages", () => {
  it.each(BUDGETS)("should keep %s's entry JavaScript within %i bytes", (page, budget) => {
    const file = join(client, page);
    expect(existsSync(file), "build the site first (npm run build)").toBe(true);
    const chunks = entryChunks(readFileSync(file, "utf8"));
    expect(chunks.length).toBeGreaterThan(3);
    const total = chunks.reduce((sum, chunk) => sum + gzipBytes(chunk), 0);
    expect(total).toBeLessThanOrEqual(budget);
  });

  it.each(BUDGETS)("should fetch none of %s's scripts before its first paint", (page) => {
    // Issue #14: the stylesheet and the fonts have the first round trips to
    // themselves (scripts/defer-hydration.ts); nothing in the head asks for a module.
    const html = readFileSync(join(client, page), "utf8");
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toMatch(/rel="modulepreload"|<script[^>]*\bsrc=|<script type="module"/);
    const loader = moduleLoader(html);
    const paint = loader.indexOf("requestAnimationFrame(");
    expect(paint, "the loader waits for a frame").toBeGreaterThanOrEqual(0);
    expect(loader.indexOf("import(")).toBeGreaterThan(paint);
  });

  it.each(ENTRY_FILES)("should load %s's entry JavaScript in at most %i files", (page, files) => {
    const chunks = entryChunks(readFileSync(join(client, page), "utf8"));
    expect(chunks.length).toBeLessThanOrEqual(files);
  });

  it("should not carry the site's English message texts in a page's entry JavaScript", () => {
    // The catalogs hold every word (fetched as JSON, or in the prerendered
    // HTML); a descriptor's `defaultMessage` in the bundle is dead weight
    // (scripts/strip-default-messages.ts). Texts of 30 characters or more,
    // so that a short phrase the design system says in its own words does not count.
    const english = join(import.meta.dirname, "../src/i18n/messages/en");
    const texts = readdirSync(english).flatMap((file) =>
      Object.values(
        JSON.parse(readFileSync(join(english, file), "utf8")) as Record<string, string>,
      ),
    );
    const long = texts.filter((text) => text.length >= 30 && !text.includes("{"));
    expect(long.length).toBeGreaterThan(100);
    for (const [page] of BUDGETS) {
      const code = entryChunks(readFileSync(join(client, page), "utf8"))
        .map((chunk) => readFileSync(join(client, chunk), "utf8"))
        .join("\n");
      expect(
        long.filter((text) => code.includes(text)),
        page,
      ).toEqual([]);
    }
  });

  it("should not load the mobile menu's dialog code before the menu is first used", () => {
    const html = readFileSync(join(client, "features/index.html"), "utf8");
    const code = entryChunks(html)
      .map((chunk) => readFileSync(join(client, chunk), "utf8"))
      .join("\n");
    // Radix Dialog's focus guards and scroll lock (ADR 0017's pattern, issue #14).
    expect(code).not.toMatch(/data-radix-focus-guard|react-remove-scroll-bar/);
  });

  it("should load the toasts', the prompts' and the promotion popup's Radix code with the first one shown, not with the runtime", () => {
    // The runtime layer (SPEC.md §3–§4) loads on every page after hydration;
    // most page views show no toast, no prompt and no popup (LoadOnFirstUse).
    const runtime = readdirSync(join(client, "assets")).filter((file) =>
      /^BrowserRuntime-[\w-]+\.js$/.test(file),
    );
    expect(runtime).toHaveLength(1);
    const closure = staticImportClosure(`assets/${runtime[0]}`);
    expect(closure.length).toBeGreaterThan(3);
    const read = (chunk: string) => readFileSync(join(client, chunk), "utf8");
    // Radix Dialog's focus guards and scroll lock, Radix Toast's swipe.
    const radix = /data-radix-focus-guard|react-remove-scroll-bar|radix-toast-swipe/;
    expect(closure.filter((chunk) => radix.test(read(chunk)))).toEqual([]);
    // The runtime still shows them: each is one dynamic import away.
    const code = closure.map(read).join("\n");
    expect(code).toMatch(/SiteToaster-[\w-]+\.js/);
    expect(code).toMatch(/SiteDialogHost-[\w-]+\.js/);
    expect(code).toMatch(/OfferPopup-[\w-]+\.js/);
  });

  it("should not load the HTTP client or Firebase before the page is interactive", () => {
    const html = readFileSync(join(client, "index.html"), "utf8");
    const code = entryChunks(html)
      .map((chunk) => readFileSync(join(client, chunk), "utf8"))
      .join("\n");
    expect(code).not.toMatch(/axios|firebase|AxiosError/i);
  });

  it("should load the blog search (its code and its index) on first use, not with the blog page", () => {
    for (const page of ["blog/index.html", "blog/webrtc-leaks/index.html"]) {
      const html = readFileSync(join(client, page), "utf8");
      const code = entryChunks(html)
        .map((chunk) => readFileSync(join(client, chunk), "utf8"))
        .join("\n");
      // The index's address (site/src/blog/search) and MiniSearch's options.
      expect(code, page).not.toMatch(/\/blog-search\/|fuzzy:/);
      expect(html, page).not.toMatch(/blog-search\/[a-z-]+\.json/);
    }
  });
});
