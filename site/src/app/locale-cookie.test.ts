// @vitest-environment jsdom
import Cookies from "js-cookie";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LOCALE_COOKIE, readLocaleCookie, switchLanguage } from "./locale-cookie";

const DAY_MS = 86_400_000;

describe("given SPEC.md §9 'Locale cookie: 365 days, same-site lax. Cookie path: /'", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-22T12:00:00Z"));
  });
  afterEach(() => {
    Cookies.remove(LOCALE_COOKIE, { path: "/" });
    vi.useRealTimers();
  });

  it("should keep the chosen language for 365 days, and not a day longer", () => {
    switchLanguage("de");
    expect(readLocaleCookie()).toBe("de");
    vi.setSystemTime(Date.now() + 365 * DAY_MS - 60_000);
    expect(readLocaleCookie()).toBe("de");
    vi.setSystemTime(Date.now() + 2 * 60_000);
    expect(readLocaleCookie()).toBeUndefined();
  });

  it("should write it for the whole site, same-site lax", () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, "cookie");
    vi.spyOn(document, "cookie", "set").mockImplementation((value: string) => {
      written.push(value);
      descriptor?.set?.call(document, value);
    });
    switchLanguage("ar");
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^locale=ar;/);
    expect(written[0]).toContain("; path=/");
    expect(written[0]).toContain("; sameSite=lax");
    expect(written[0]).toContain(`; expires=${new Date(Date.now() + 365 * DAY_MS).toUTCString()}`);
  });
});
