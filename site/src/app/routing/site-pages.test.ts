import { describe, expect, it } from "vitest";
import { concretePaths, prerenderPaths } from "../../prerender-paths";
import { isValidMatch, matchPage, type PageMatch } from "./match-page";
import { runMiddleware } from "./middleware";
import {
  DOWNLOAD_PRODUCTS,
  routeId,
  SERVER_REGIONS,
  SITE_PAGES,
  type SitePage,
  SOCIAL_MEDIA_USE_CASES,
} from "./site-pages";

// SPEC.md §2's table, quoted: every path exists once without a prefix and under each prefix.
const SPEC_PATHS = [
  "/",
  "/404",
  "/aboutus",
  "/affiliate",
  "/blog",
  "/blog/{unikey}",
  "/blog/category/{category}",
  "/blog/more",
  // Not in SPEC.md's table: the later pages of "more articles" (issue #17), so they prerender.
  "/blog/more/{page}",
  "/blog/search",
  "/blog/tag/{tagId}",
  "/contact-us",
  "/download",
  "/download/{product}",
  "/features",
  "/forgetpassword",
  // Issue #37: SPEC.md §2's help centre ("ru gets the Russian help centre, every other language the English one").
  "/help",
  "/help/{article}",
  "/login",
  "/myaccount",
  "/paystatus",
  "/paysuc",
  // SPEC.md §2 names `policy` among the pages with translation files: the privacy policy (issue #16).
  "/policy",
  "/press-room",
  "/pricing",
  "/pricing/checkout/{id}",
  "/redirect",
  "/termsuse",
  "/vpn-for-social-media",
  "/vpn-for-social-media/{id}",
  "/vpn-server",
  "/vpn-server/{region}",
  "/vpn-trial",
  "/webrtc-leak-test",
  "/what-is-my-ip",
  "/what-is-vpn",
];

const asSpec = (path: string) => `/${path}`.replace(/:(\w+)\??/g, "{$1}").replace(/^\/$/, "/");

describe("given SPEC.md §2's route table", () => {
  it("should have exactly one route per path of the table", () => {
    expect(SITE_PAGES.map((page) => asSpec(page.path)).sort()).toEqual([...SPEC_PATHS].sort());
  });

  it("should name each page by its first path segment (home when empty)", () => {
    for (const page of SITE_PAGES) {
      expect(page.name).toBe(page.path.split("/")[0] || "home");
    }
  });

  it("should give the transparent navigation bar to exactly the pages SPEC.md names", () => {
    expect(
      SITE_PAGES.filter((page) => page.transparentNav)
        .map((page) => asSpec(page.path))
        .sort(),
    ).toEqual(
      [
        "/",
        "/affiliate",
        "/features",
        "/press-room",
        "/vpn-for-social-media",
        "/vpn-server",
        "/vpn-server/{region}",
        "/what-is-vpn",
      ].sort(),
    );
  });

  it("should put every blog page in the blog layout with the category middleware", () => {
    for (const page of SITE_PAGES.filter((entry) => entry.name === "blog")) {
      expect(page.layout).toBe("blog");
      expect(page.middleware).toContain("category");
    }
  });

  it("should guard /paysuc and /myaccount with the auth middleware", () => {
    expect(SITE_PAGES.find((page) => page.path === "paysuc")?.middleware).toEqual(["auth"]);
    expect(SITE_PAGES.find((page) => page.path === "myaccount")?.middleware).toEqual(["auth"]);
  });

  it("should list SPEC.md's 9 download and 14 server sub-pages", () => {
    expect(DOWNLOAD_PRODUCTS).toHaveLength(9);
    expect(SERVER_REGIONS).toHaveLength(14);
    expect(
      concretePaths(SITE_PAGES.find((p) => p.path === "download/:product") as SitePage),
    ).toContain("/download/apple-tv");
  });

  it("should give each route a unique id per prefix", () => {
    const ids = [null, "de"].flatMap((prefix) => SITE_PAGES.map((page) => routeId(page, prefix)));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("should prerender every page × 12 prefixes (the help centre × 3), the checkout with and without its id", () => {
    const paths = prerenderPaths();
    const everywhere = SITE_PAGES.filter((page) => !page.locales).flatMap(concretePaths).length;
    const help = SITE_PAGES.filter((page) => page.name === "help").flatMap(concretePaths).length;
    expect(paths).toHaveLength(everywhere * 12 + help * 3);
    expect(paths).toContain("/ar/vpn-server/japan-vpn");
    expect(paths).toContain("/pt/vpn-for-social-media/tiktok");
    expect(paths).toContain("/ru/pricing/checkout");
    expect(paths).toContain("/ru/pricing/checkout/2");
    expect(SOCIAL_MEDIA_USE_CASES.length).toBeGreaterThan(0);
  });
});

describe("given a path to match against the table", () => {
  it.each([
    ["/", "home", "home"],
    ["/de", "home", "home"],
    ["/de/pricing", "pricing", "pricing"],
    ["/blog/more", "blog", "blog.more"],
    ["/blog/category/privacy", "blog", "blog.category.privacy"],
    ["/ja/vpn-server/japan-vpn", "vpn-server", "vpn-server.japan-vpn"],
    ["/pricing/checkout", "pricing", "pricing.checkout"],
    ["/pricing/checkout/3", "pricing", "pricing.checkout"],
  ])("should match %s to page %s (messages %s)", (path, name, key) => {
    const match = matchPage(path);
    expect(match?.page.name).toBe(name);
    expect(match?.key).toBe(key);
  });

  it("should fail validate for a parameter outside the known values (SPEC.md §2: 404)", () => {
    expect(isValidMatch(matchPage("/vpn-server/mars-vpn") as PageMatch)).toBe(false);
    expect(isValidMatch(matchPage("/download/amiga") as PageMatch)).toBe(false);
    expect(isValidMatch(matchPage("/download/windows") as PageMatch)).toBe(true);
    // Issue #37: a checkout plan id the web product does not sell; no id at all is the picker.
    expect(isValidMatch(matchPage("/pricing/checkout/999") as PageMatch)).toBe(false);
    expect(isValidMatch(matchPage("/pricing/checkout/2") as PageMatch)).toBe(true);
    expect(isValidMatch(matchPage("/pricing/checkout") as PageMatch)).toBe(true);
  });

  it("should match the help centre in English and Russian only (ADR 0028)", () => {
    expect(matchPage("/help")?.key).toBe("help");
    expect(matchPage("/en/help/free-trial")?.key).toBe("help.article");
    expect(matchPage("/ru/help/free-trial")?.params.article).toBe("free-trial");
    expect(matchPage("/de/help")).toBeNull();
    expect(matchPage("/ar/help/free-trial")).toBeNull();
    expect(isValidMatch(matchPage("/help/no-such-article") as PageMatch)).toBe(false);
  });

  it("should match nothing for unknown paths and unknown prefixes", () => {
    expect(matchPage("/nope")).toBeNull();
    expect(matchPage("/pricing/extra/deep")).toBeNull();
    expect(matchPage("/xx/pricing")).toBeNull();
  });
});

describe("given the route middlewares", () => {
  const context = { locale: "de", params: {}, isSignedIn: () => false };

  it("should send a visitor who is not signed in from /paysuc to /login in their language", () => {
    expect(runMiddleware(["auth"], context)).toEqual({ redirect: "/de/login" });
    expect(runMiddleware(["auth"], { ...context, isSignedIn: () => true })).toBeNull();
  });

  it("should name the path they wanted, query included, as /login's redirect parameter", () => {
    expect(runMiddleware(["auth"], { ...context, path: "/de/paysuc?order=7&provider=rz" })).toEqual(
      { redirect: "/de/login?redirect=%2Fpaysuc%3Forder%3D7%26provider%3Drz" },
    );
    expect(runMiddleware(["auth"], { ...context, locale: "en", path: "/myaccount" })).toEqual({
      redirect: "/login?redirect=%2Fmyaccount",
    });
  });

  it("should answer 404 for a blog category the blog does not have", () => {
    expect(runMiddleware(["category"], { ...context, params: { category: "cooking" } })).toEqual({
      notFound: true,
    });
    expect(runMiddleware(["category"], { ...context, params: { category: "privacy" } })).toBeNull();
    expect(runMiddleware(["category"], context)).toBeNull();
  });

  it("should throw for an unknown middleware (SPEC.md §8)", () => {
    expect(() => runMiddleware(["teleport"], context)).toThrow(
      "Unknown route middleware: teleport",
    );
  });
});
