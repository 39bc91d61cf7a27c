import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { afterSignOutPath } from "./logout";
import { afterSignInPath, loginPathFor } from "./redirect-param";

/** The return paths the api's tests read too (issue #35, finding 1). */
const returnUrls = JSON.parse(
  readFileSync(
    new URL("../../../contract/src/validation/__fixtures__/return-urls.json", import.meta.url),
    "utf8",
  ),
) as { safe: Array<{ value: string; path: string }>; unsafe: Array<{ value: string }> };

describe("given the redirect parameter of /login (SPEC.md §2 navigation rules)", () => {
  it("should go back to one of the site's own paths, query and hash kept, in the visitor's language", () => {
    expect(afterSignInPath("/paysuc?order=7&provider=rz", "en")).toBe(
      "/paysuc?order=7&provider=rz",
    );
    expect(afterSignInPath("/paysuc?order=7&provider=rz", "ar")).toBe(
      "/ar/paysuc?order=7&provider=rz",
    );
    expect(afterSignInPath("/pricing#faq", "de")).toBe("/de/pricing#faq");
  });

  it("should put a path that names another language into the visitor's", () => {
    expect(afterSignInPath("/de/myaccount", "ar")).toBe("/ar/myaccount");
    expect(afterSignInPath("/ar/paysuc?order=1", "en")).toBe("/paysuc?order=1");
  });

  it.each([
    "//evil.example/paysuc",
    "/\\evil.example",
    "https://evil.example/",
    "http:evil.example",
    "javascript:alert(1)",
    " /paysuc",
    "paysuc",
    "/pay suc",
    "",
  ])("should refuse %j and go to /myaccount instead", (value) => {
    expect(afterSignInPath(value, "en")).toBe("/myaccount");
    expect(afterSignInPath(value, "ar")).toBe("/ar/myaccount");
  });

  it.each(returnUrls.unsafe)("should refuse the shared vector $value", ({ value }) => {
    expect(afterSignInPath(value, "en")).toBe("/myaccount");
    expect(afterSignInPath(value, "de")).toBe("/de/myaccount");
  });

  it.each(returnUrls.safe)(
    "should go back to the shared path $value as $path",
    ({ value, path }) => {
      const back = afterSignInPath(value, "en");
      expect(back).not.toBe("/myaccount");
      expect(back).toBe(afterSignInPath(path, "en"));
      expect(new URL(back, "http://site.invalid").origin).toBe("http://site.invalid");
    },
  );

  it("should go to /myaccount without a parameter, or one that would only ask again", () => {
    expect(afterSignInPath(null, "fr")).toBe("/fr/myaccount");
    expect(afterSignInPath("/login?redirect=/login", "en")).toBe("/myaccount");
    expect(afterSignInPath("/ja/forgetpassword", "ja")).toBe("/ja/myaccount");
  });

  it("should collapse a double slash inside the path (SPEC.md §2)", () => {
    expect(afterSignInPath("/blog//more", "en")).toBe("/blog/more");
  });

  it("should build the /login address that comes back to a path, without its language prefix", () => {
    expect(loginPathFor("en", "/paysuc?order=7")).toBe("/login?redirect=%2Fpaysuc%3Forder%3D7");
    expect(loginPathFor("ar", "/ar/myaccount")).toBe("/ar/login?redirect=%2Fmyaccount");
    expect(loginPathFor("de", undefined)).toBe("/de/login");
    expect(loginPathFor("en", "//evil.example")).toBe("/login");
  });

  it("should round-trip: the parameter /login receives leads back to the page", () => {
    const login = new URL(loginPathFor("ar", "/ar/paysuc?order=7&provider=rz"), "http://x");
    expect(afterSignInPath(login.searchParams.get("redirect"), "ar")).toBe(
      "/ar/paysuc?order=7&provider=rz",
    );
  });
});

describe("given a logout", () => {
  it("should stay on a page anyone may see, query and hash kept", () => {
    expect(afterSignOutPath("/ar/pricing?plan=2#faq", "ar")).toBe("/ar/pricing?plan=2#faq");
    expect(afterSignOutPath("/features", "en")).toBe("/features");
  });

  it("should go home from a page that needs a sign-in (auth middleware)", () => {
    expect(afterSignOutPath("/ar/paysuc?order=7", "ar")).toBe("/ar");
    expect(afterSignOutPath("/paysuc", "en")).toBe("/");
  });

  it("should go home from a path the site does not know", () => {
    expect(afterSignOutPath("/nope", "de")).toBe("/de");
  });
});
