import { describe, expect, it } from "vitest";
import { festivalVectors } from "./__fixtures__/festival";
import { popupVectors } from "./__fixtures__/popups";
import { workDayVectors } from "./__fixtures__/workDay";
import { choosePopup, type PromoPopupFlavour } from "./choosePopup";
import { isFestivalActive } from "./isFestivalActive";
import { isWorkDay } from "./isWorkDay";

/** The vectors spell the mobile popup `mobile_daily`; the design system's flavour is `mobile-daily`. */
const flavourOf = (name: string) => name.replace("_", "-") as PromoPopupFlavour;

describe("given the work-day vectors (SPEC.md §4: Monday 06:01 to Friday 17:59:59, local)", () => {
  it.each(workDayVectors.cases)("should say $expect at $at", ({ at, expect: expected }) => {
    expect(isWorkDay(new Date(at))).toBe(expected);
  });

  it("should count the last millisecond of Friday 17:59:59 and every day in between", () => {
    expect(isWorkDay(new Date(2026, 10, 20, 17, 59, 59, 999))).toBe(true);
    expect(isWorkDay(new Date(2026, 10, 17, 0, 0, 0))).toBe(true); // Tuesday midnight
    expect(isWorkDay(new Date(2026, 10, 16, 6, 0, 59, 999))).toBe(false);
  });
});

describe("given the festival vectors (SPEC.md §4: start <= now < end)", () => {
  it.each(festivalVectors.cases)("should say $expect at $now", ({ now, expect: expected }) => {
    expect(isFestivalActive(festivalVectors.config, new Date(now))).toBe(expected);
  });

  it("should read Dates and epoch milliseconds as well", () => {
    const startTime = new Date(2026, 10, 27);
    const endTime = new Date(2026, 11, 1).getTime();
    expect(isFestivalActive({ startTime, endTime }, new Date(2026, 10, 28))).toBe(true);
  });

  it.each([
    ["an unreadable start", { startTime: "soon", endTime: "2026-12-01T00:00:00" }],
    ["an empty end", { startTime: "2026-11-27T00:00:00", endTime: "" }],
    [
      "an end before its start",
      { startTime: "2026-12-01T00:00:00", endTime: "2026-11-27T00:00:00" },
    ],
  ])("should never be active with %s", (_, window) => {
    expect(isFestivalActive(window, new Date(2026, 10, 28))).toBe(false);
  });
});

describe("given the popup vectors (SPEC.md §4 Popups)", () => {
  it.each(popupVectors.cases)(
    "should choose $expect (index $index_route, mobile $mobile, work day $work_day, festival $festival, shown $shown)",
    ({ index_route, mobile, work_day, festival, shown, expect: expected }) => {
      expect(
        choosePopup({
          indexRoute: index_route,
          mobile,
          workDay: work_day,
          festival,
          shown: shown.map(flavourOf),
        }),
      ).toBe(expected === null ? null : flavourOf(expected));
    },
  );

  it.each([
    ["weekend", { indexRoute: true, mobile: false, workDay: false, festival: false }],
    ["mobile-daily", { indexRoute: false, mobile: true, workDay: false, festival: false }],
  ] as const)("should not show %s twice", (flavour, context) => {
    expect(choosePopup({ ...context, shown: [] })).toBe(flavour);
    expect(choosePopup({ ...context, shown: new Set([flavour]) })).toBeNull();
  });

  it("should show no other popup during a festival already shown", () => {
    expect(
      choosePopup({
        indexRoute: true,
        mobile: true,
        workDay: false,
        festival: true,
        shown: ["festival"],
      }),
    ).toBeNull();
  });
});
