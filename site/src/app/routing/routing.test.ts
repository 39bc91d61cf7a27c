import { describe, expect, it } from "vitest";
import vectors from "../../../test/fixtures/spec-vectors.json";
import { decideLocale, detectLanguage, keepPreviousLocale } from "./locale-decision";
import {
  assertNavigable,
  EXTERNAL_ORIGINS,
  isDangerousUrl,
  NavigationError,
  normalizeErrorStatus,
} from "./navigation-guards";
import {
  collapseSlashes,
  homeRedirect,
  localeFromPath,
  pageName,
  stripLanguage,
  withLanguage,
} from "./paths";

describe("given SPEC.md §2's locale decision (shared vectors)", () => {
  it.each(vectors.locale_decision.cases)(
    "should decide $path with cookie $cookie and browser $browser",
    (vector) => {
      const decision = decideLocale({
        path: vector.path,
        cookie: vector.cookie,
        browserLanguages: vector.browser,
      });
      if ("not_found" in vector.expect) {
        expect(decision).toEqual({ locale: null, redirect: null, notFound: true });
      } else {
        expect(decision).toEqual({
          locale: vector.expect.locale,
          redirect: vector.expect.redirect,
        });
      }
    },
  );

  it.each(vectors.locale_decision.keep_previous)(
    "should keep the previous locale from $previous to $current",
    ({ previous, current, expect_redirect }) => {
      expect(keepPreviousLocale(previous, current)).toBe(expect_redirect);
    },
  );

  it("should not redirect on the first page of a visit", () => {
    expect(keepPreviousLocale(null, "/pricing")).toBeNull();
  });
});

describe("given SPEC.md §4's detection order", () => {
  it.each([
    ["de", ["fr"], "de"],
    [null, ["fr-CA", "de"], "fr"],
    ["zz", ["ZH-cn", "RU-ru"], "ru"],
    [undefined, [], "en"],
  ] as const)("should pick cookie %s / browser %o → %s", (cookie, browser, expected) => {
    expect(detectLanguage(cookie, browser)).toBe(expected);
  });
});

describe("given a path's own locale (SPEC.md §2 step 1)", () => {
  it.each([
    ["/", "en"],
    ["/ar", "ar"],
    ["/ar/", "ar"],
    ["/pt/blog/tag/7", "pt"],
    ["/en/pricing", "en"],
    ["/deutsch", "en"],
    ["/xx/pricing", "en"],
    ["/fa/pricing", "en"],
  ])("should read %s as %s", (path, locale) => {
    expect(localeFromPath(path)).toBe(locale);
  });
});

describe("given paths (shared vectors)", () => {
  it.each(vectors.paths.strip_language)(
    "should strip the language of %s → %s",
    (path, expected) => {
      expect(stripLanguage(path)).toBe(expected);
    },
  );

  it.each(vectors.paths.page_name)("should name the page of %s → %s", (path, expected) => {
    expect(pageName(path)).toBe(expected);
  });

  it.each(vectors.paths.home_redirect)("should redirect %s → %s", (path, expected) => {
    expect(homeRedirect(path)).toBe(expected);
  });

  it.each(vectors.paths.double_slash)("should collapse %s → %s", (path, expected) => {
    expect(collapseSlashes(path)).toBe(expected);
  });

  it("should not treat pages that merely end in home as the home redirect", () => {
    expect(homeRedirect("/pricing")).toBeNull();
    expect(homeRedirect("/xx/home")).toBeNull();
    expect(homeRedirect("/homepage")).toBeNull();
  });

  it.each([
    ["de", "/pricing?plan=3#faq", "/de/pricing?plan=3#faq"],
    ["en", "/de/pricing", "/pricing"],
    ["ar", "/", "/ar"],
    ["ja", "/fr/blog", "/ja/blog"],
  ])("should move %s %s to %s", (locale, path, expected) => {
    expect(withLanguage(locale, path)).toBe(expected);
  });
});

describe("given navigation targets (SPEC.md §8)", () => {
  it.each(vectors.paths.dangerous_protocols)("should refuse %s", (url) => {
    expect(isDangerousUrl(url)).toBe(true);
    expect(() =>
      assertNavigable(url, "https://www.mvpn.invalid", { allowedOrigins: ["null"] }),
    ).toThrow(NavigationError);
  });

  it("should refuse an external URL without opt-in and allow it with", () => {
    expect(() => assertNavigable("https://evil.invalid/", "https://www.mvpn.invalid")).toThrow(
      /external/,
    );
    expect(() =>
      assertNavigable("https://evil.invalid/", "https://www.mvpn.invalid", {
        allowedOrigins: ["https://evil.invalid"],
      }),
    ).not.toThrow();
    expect(() => assertNavigable("/pricing", "https://www.mvpn.invalid")).not.toThrow();
  });

  it("should let the site's own list of other sites through, and nothing else", () => {
    const origin = "https://www.mvpn.invalid";
    for (const site of EXTERNAL_ORIGINS) {
      expect(assertNavigable(`${site}/app`, origin).origin).toBe(site);
    }
    expect(() => assertNavigable("http://apps.apple.com/app", origin)).toThrow(/external/);
    expect(() => assertNavigable("https://apps.apple.com.evil.invalid/", origin)).toThrow(
      /external/,
    );
    expect(() => assertNavigable("//evil.invalid/pricing", origin)).toThrow(/external/);
    expect(() =>
      assertNavigable("https://apps.apple.com/app", origin, { allowedOrigins: [] }),
    ).toThrow(/external/);
  });

  it.each(vectors.paths.error_status)("should read error status %s as %s", (status, expected) => {
    expect(normalizeErrorStatus(status)).toBe(expected);
  });
});
