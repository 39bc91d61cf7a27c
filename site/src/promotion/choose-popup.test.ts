import { describe, expect, it } from "vitest";
import vectors from "../../test/fixtures/spec-vectors.json";
import { choosePopup } from "./choose-popup";
import type { PopupPromotion } from "./popup-promotions";

/** The vectors spell the mobile popup `mobile_daily`; the site's name is `mobile-daily`. */
const promotionOf = (name: string) => name.replace("_", "-") as PopupPromotion;

describe("given the popup vectors (SPEC.md §4 Popups)", () => {
  it.each(vectors.popups.cases)(
    "should choose $expect (index $index_route, mobile $mobile, work day $work_day, festival $festival, shown $shown)",
    ({ index_route, mobile, work_day, festival, shown, expect: expected }) => {
      expect(
        choosePopup({
          indexRoute: index_route,
          mobile,
          workDay: work_day,
          festival,
          shown: shown.map(promotionOf),
        }),
      ).toBe(expected === null ? null : promotionOf(expected));
    },
  );

  it.each([
    ["weekend", { indexRoute: true, mobile: false, workDay: false, festival: false }],
    ["mobile-daily", { indexRoute: false, mobile: true, workDay: false, festival: false }],
  ] as const)("should not show %s twice", (promotion, context) => {
    expect(choosePopup({ ...context, shown: [] })).toBe(promotion);
    expect(choosePopup({ ...context, shown: new Set([promotion]) })).toBeNull();
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
