// @vitest-environment jsdom
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { switchLanguage } from "../src/app/locale-cookie";
import { writeTokenCookie } from "../src/state/token-cookie";
import { documentCookies } from "../src/storage/cookie-jar";
import { clearCookies, recordCookieWrites } from "../src/tracking/testing/cookie-writes";

/**
 * Issue #19's cookie gate, the client's half (the server's half:
 * api/test/security/served-headers.test.ts): every cookie the site writes
 * says SameSite, and on https it is Secure, so a token, a locale or an
 * affiliate id is never sent over plain http nor on a cross-site subrequest.
 */

/** The one module that writes cookies: js-cookie, configured once. */
const JAR = "src/storage/cookie-jar.ts";

/** Every cookie the site writes, by what writes it through the jar. */
const WRITERS: Record<string, () => void> = {
  "src/state/token-cookie.ts": () => writeTokenCookie("token-value"),
  "src/app/locale-cookie.ts": () => switchLanguage("ar"),
  "src/tracking (affiliate ids)": () => documentCookies.set("_cps", "affiliate", 10),
};

/** jsdom's own URL: the page's origin (vitest exposes the JSDOM instance as `jsdom`). */
function visitAt(url: string): void {
  (
    globalThis as unknown as { jsdom: { reconfigure(options: { url: string }): void } }
  ).jsdom.reconfigure({ url });
}

const siteRoot = path.resolve(import.meta.dirname, "..");

/** Source files (not tests) that write document.cookie, directly or through js-cookie. */
function cookieWritingFiles(): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "testing" && entry.name !== "compiled") walk(file);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const text = readFileSync(file, "utf8");
        if (/\bCookies\.(set|withAttributes)\(|document\.cookie\s*=[^=]/.test(text))
          found.push(path.relative(siteRoot, file).split(path.sep).join("/"));
      }
    }
  };
  walk(path.join(siteRoot, "src"));
  return found.sort();
}

describe("given the cookies the site writes", () => {
  afterEach(() => {
    clearCookies();
    visitAt("http://localhost:3000/");
  });

  it("should write every cookie through the one configured jar", () => {
    expect(cookieWritingFiles()).toEqual([JAR]);
  });

  describe("on https", () => {
    beforeEach(() => visitAt("https://mvpn.example/"));

    it.each(Object.entries(WRITERS))(
      "should write %s's cookie SameSite and Secure",
      (_file, write) => {
        const { writes, spy } = recordCookieWrites();
        try {
          write();
          expect(writes().length).toBeGreaterThan(0);
          for (const cookie of writes()) {
            expect(cookie.attributes.samesite?.toLowerCase(), cookie.name).toMatch(
              /^(lax|strict)$/,
            );
            expect(cookie.attributes, cookie.name).toHaveProperty("secure");
          }
        } finally {
          spy.mockRestore();
        }
      },
    );
  });

  describe("on http (development on 127.0.0.1)", () => {
    beforeEach(() => visitAt("http://127.0.0.1:3000/"));

    // A Secure cookie written over http is dropped by the browser: sign-in would not stick.
    it.each(Object.entries(WRITERS))(
      "should write %s's cookie SameSite, not Secure",
      (_file, write) => {
        const { writes, spy } = recordCookieWrites();
        try {
          write();
          for (const cookie of writes()) {
            expect(cookie.attributes.samesite?.toLowerCase(), cookie.name).toMatch(
              /^(lax|strict)$/,
            );
            expect(cookie.attributes, cookie.name).not.toHaveProperty("secure");
          }
        } finally {
          spy.mockRestore();
        }
      },
    );
  });
});
