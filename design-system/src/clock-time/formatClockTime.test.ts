import { describe, expect, it } from "vitest";
import { LOCALE_CODES } from "../locale/locales";
import { formatClockTime } from "./formatClockTime";

// Fixed instants, read in UTC so the table holds on any machine.
const AFTERNOON = new Date("2025-01-15T15:05:00Z");
const JUST_AFTER_MIDNIGHT = new Date("2025-01-15T00:05:00Z");
const NOON = new Date("2025-01-15T12:00:00Z");
const UTC = { timeZone: "UTC" };

// Engines differ in the space before AM/PM (U+0020 or U+202F): compare words, not spaces.
const normalised = (text: string) => text.replace(/\s/g, " ");

describe("given formatClockTime (SPEC.md §9: 12-hour with AM/PM)", () => {
  it.each([
    ["en", "3:05 PM", "12:05 AM", "12:00 PM"],
    ["ar", "3:05 م", "12:05 ص", "12:00 م"],
    ["de", "3:05 PM", "12:05 AM", "12:00 PM"],
    ["es", "3:05 p. m.", "12:05 a. m.", "12:00 p. m."],
    ["fr", "3:05 PM", "12:05 AM", "12:00 PM"],
    ["it", "3:05 PM", "12:05 AM", "12:00 PM"],
    ["ja", "午後3:05", "午前12:05", "午後12:00"],
    ["nl", "3:05 p.m.", "12:05 a.m.", "12:00 p.m."],
    ["pl", "3:05 PM", "12:05 AM", "12:00 PM"],
    ["pt", "3:05 PM", "12:05 AM", "12:00 PM"],
    ["ru", "3:05 PM", "12:05 AM", "12:00 PM"],
  ])("should write %s times as %s, %s and %s", (locale, afternoon, midnight, noon) => {
    expect(normalised(formatClockTime(AFTERNOON, locale, UTC))).toBe(afternoon);
    expect(normalised(formatClockTime(JUST_AFTER_MIDNIGHT, locale, UTC))).toBe(midnight);
    expect(normalised(formatClockTime(NOON, locale, UTC))).toBe(noon);
  });

  it("should cover every interface language", () => {
    for (const locale of LOCALE_CODES) {
      expect(formatClockTime(AFTERNOON, locale, UTC)).toMatch(/3:05/);
    }
  });

  it("should call midnight 12, never 0, even where the local clock is 24-hour", () => {
    for (const locale of ["de", "fr", "ja", "ru", "pt"]) {
      expect(formatClockTime(JUST_AFTER_MIDNIGHT, locale, UTC)).not.toMatch(/(^|\D)0:05/);
    }
  });

  it("should keep Latin digits in Arabic, whatever the region, like the prices", () => {
    for (const locale of ["ar", "ar-SA", "ar-EG"]) {
      const text = formatClockTime(AFTERNOON, locale, UTC);
      expect(text).toMatch(/^3:05/);
      expect(text).not.toMatch(/[\u0660-\u0669]/);
    }
  });

  it("should read the time in the zone it is given", () => {
    expect(normalised(formatClockTime(AFTERNOON, "en", { timeZone: "Asia/Tokyo" }))).toBe(
      "12:05 AM",
    );
    expect(normalised(formatClockTime(AFTERNOON, "en", { timeZone: "America/New_York" }))).toBe(
      "10:05 AM",
    );
  });

  it("should take a timestamp or an ISO string as well as a Date", () => {
    expect(normalised(formatClockTime(AFTERNOON.getTime(), "en", UTC))).toBe("3:05 PM");
    expect(normalised(formatClockTime("2025-01-15T15:05:00Z", "en", UTC))).toBe("3:05 PM");
  });

  it("should give an empty string for an invalid date instead of throwing", () => {
    expect(formatClockTime("not a date", "en", UTC)).toBe("");
  });

  it.each([
    ["en", "Jan 15, 2025, 3:05 PM", "Jan 15, 2025, 12:05 AM"],
    ["ar", "15 يناير 2025، 3:05 م", "15 يناير 2025، 12:05 ص"],
    ["de", "15. Jan. 2025, 3:05 PM", "15. Jan. 2025, 12:05 AM"],
    ["es", "15 ene 2025, 3:05 p. m.", "15 ene 2025, 12:05 a. m."],
    ["fr", "15 janv. 2025, 3:05 PM", "15 janv. 2025, 12:05 AM"],
    ["it", "15 gen 2025, 3:05 PM", "15 gen 2025, 12:05 AM"],
    ["ja", "2025年1月15日 午後3:05", "2025年1月15日 午前12:05"],
    ["nl", "15 jan 2025, 3:05 p.m.", "15 jan 2025, 12:05 a.m."],
    ["pl", "15 sty 2025, 3:05 PM", "15 sty 2025, 12:05 AM"],
    ["pt", "15 de jan. de 2025, 3:05 PM", "15 de jan. de 2025, 12:05 AM"],
    ["ru", "15 янв. 2025 г., 3:05 PM", "15 янв. 2025 г., 12:05 AM"],
  ])(
    "given withDate, should write %s as %s and %s: the date, then the same 12-hour clock",
    (locale, afternoon, midnight) => {
      const withDate = { ...UTC, withDate: true };
      expect(normalised(formatClockTime(AFTERNOON, locale, withDate))).toBe(afternoon);
      expect(normalised(formatClockTime(JUST_AFTER_MIDNIGHT, locale, withDate))).toBe(midnight);
    },
  );

  it("given withDate in every interface language, should keep the 12-hour clock (no 15:05, no 0:05)", () => {
    for (const locale of LOCALE_CODES) {
      const afternoon = formatClockTime(AFTERNOON, locale, { ...UTC, withDate: true });
      const midnight = formatClockTime(JUST_AFTER_MIDNIGHT, locale, { ...UTC, withDate: true });
      expect(afternoon).toMatch(/(^|\D)3:05/);
      expect(afternoon).not.toMatch(/15:05|03:05/);
      expect(midnight).toMatch(/12:05/);
      expect(midnight).not.toMatch(/(^|\D)0?0:05/);
    }
  });
});
