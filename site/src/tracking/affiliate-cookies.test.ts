// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import vectors from "../../test/fixtures/spec-vectors.json";
import { documentCookies } from "../storage/cookie-jar";
import {
  AFFILIATE_COOKIE_DAYS,
  type AffiliateCookieName,
  applyAffiliateAttribution,
} from "./affiliate-cookies";
import {
  clearCookies,
  expiresAfterDays,
  readableCookies,
  recordCookieWrites,
} from "./testing/cookie-writes";

interface AttributionVector {
  query: string;
  /** Cookie name → lifetime in days. */
  set: Record<string, number>;
  cleared: string[];
}

const attributionCases = vectors.affiliate_cookies.cases as AttributionVector[];
const NOW = new Date("2026-11-18T09:30:00Z");
const ALL_FOUR = { cje: "old-cje", "cje-client": "old-cje", "cf-click": "old-cf", _aid: "old-aid" };

function presetAllFour() {
  for (const [name, value] of Object.entries(ALL_FOUR)) documentCookies.set(name, value, 10);
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
  clearCookies();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("given SPEC.md §9's affiliate cookie lifetimes", () => {
  it("should keep cf-click 30 days and cje, cje-client and _aid 45 days", () => {
    expect(AFFILIATE_COOKIE_DAYS).toEqual({ "cf-click": 30, cje: 45, "cje-client": 45, _aid: 45 });
  });
});

describe("given a landing query (SPEC.md §4 'Affiliate attribution on page load', shared vectors)", () => {
  it.each(attributionCases)("should apply $query", ({ query, set, cleared }) => {
    presetAllFour();
    const { writes } = recordCookieWrites();

    applyAffiliateAttribution(query);

    const value = new URLSearchParams(query).values().next().value;
    const cookies = readableCookies();
    for (const [name, days] of Object.entries(set)) {
      expect(cookies[name]).toBe(value);
      const write = writes().find((entry) => entry.name === name);
      expect(write?.attributes.expires).toBe(expiresAfterDays(NOW, days));
      expect(write?.attributes.path).toBe("/");
      expect(write?.attributes.samesite?.toLowerCase()).toBe("lax");
    }
    for (const name of cleared) expect(cookies[name]).toBeUndefined();
    const untouched = Object.keys(ALL_FOUR).filter(
      (name) => !(name in set) && !cleared.includes(name),
    );
    for (const name of untouched) expect(cookies[name]).toBe(ALL_FOUR[name as AffiliateCookieName]);
  });

  it("should let an affiliate click that also carries utm_source win over the utm row", () => {
    presetAllFour();

    applyAffiliateAttribution("?utm_source=cj&cjevent=EV1");

    expect(readableCookies()).toMatchObject({ cje: "EV1", "cje-client": "EV1" });
    expect(readableCookies()["cf-click"]).toBeUndefined();
    expect(readableCookies()._aid).toBeUndefined();
  });

  it("should read an empty parameter as absent and leave the cookies alone", () => {
    presetAllFour();

    applyAffiliateAttribution("?cfclick=&utm_source=");

    expect(readableCookies()).toMatchObject(ALL_FOUR);
  });

  it("should make the cookies expire once their lifetime has passed", () => {
    applyAffiliateAttribution("?cfclick=XYZ");

    vi.setSystemTime(new Date(NOW.getTime() + 30 * 864e5 - 1000));
    expect(readableCookies()["cf-click"]).toBe("XYZ");
    vi.setSystemTime(new Date(NOW.getTime() + 30 * 864e5 + 1000));
    expect(readableCookies()["cf-click"]).toBeUndefined();
  });
});
