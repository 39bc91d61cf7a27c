import { describe, expect, it } from "vitest";
import { formatLongDate, termMonths, vipDaysLeft, vipEndsAt } from "./vip-time";

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const DAY = 86_400;

describe("given vip.remain_time in seconds", () => {
  it("should end that many seconds from now", () => {
    expect(vipEndsAt(365 * DAY, NOW)?.toISOString()).toBe("2027-11-25T12:00:00.000Z");
  });

  it.each([0, -5, Number.NaN])("should have no end without VIP time (%s)", (remain) => {
    expect(vipEndsAt(remain, NOW)).toBeNull();
    expect(vipDaysLeft(remain)).toBe(0);
  });

  it("should count a started day as a day", () => {
    expect(vipDaysLeft(365 * DAY)).toBe(365);
    expect(vipDaysLeft(3600)).toBe(1);
    expect(vipDaysLeft(DAY + 1)).toBe(2);
  });
});

describe("given a subscription's dates", () => {
  it.each([
    ["2026-01-15T10:00:00.000Z", "2026-02-15T10:00:00.000Z", 1],
    ["2026-01-31T10:00:00.000Z", "2026-02-28T10:00:00.000Z", 1],
    ["2026-11-25T10:00:00.000Z", "2027-11-25T10:00:00.000Z", 12],
    ["2026-11-25T10:00:00.000Z", "2028-11-25T10:00:00.000Z", 24],
  ])("should read the term from %s to %s as %i months", (starts_at, ends_at, months) => {
    expect(termMonths({ starts_at, ends_at })).toBe(months);
  });

  it("should give no term for dates it cannot read", () => {
    expect(termMonths({ starts_at: "soon", ends_at: "later" })).toBeNull();
  });
});

describe("given a date in the visitor's language", () => {
  it.each([
    ["en", "November 25, 2027"],
    ["de", "25. November 2027"],
    ["ar", "25 نوفمبر 2027"],
  ])("should write it long in %s with Latin digits", (locale, text) => {
    expect(formatLongDate(new Date(Date.UTC(2027, 10, 25, 12)), locale)).toBe(text);
  });
});
