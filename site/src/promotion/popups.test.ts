// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import vectors from "../../test/fixtures/spec-vectors.json";
import { memoryStore } from "../storage/key-value-store";
import { nextPopup } from "./next-popup";
import type { PopupPromotion } from "./popup-promotions";
import { popupShownKey, popupShownStore } from "./popup-shown-store";
import type { PromotionConfig } from "./promotion-config";

/** The vectors spell the mobile popup `mobile_daily`; the site's name is `mobile-daily`. */
const promotionOf = (name: string) => name.replace("_", "-") as PopupPromotion;

const WEDNESDAY = new Date("2026-11-18T10:00:00"); // a work day
const SATURDAY = new Date("2026-11-21T12:00:00"); // not a work day
const FESTIVAL: PromotionConfig = {
  startTime: "2026-11-16T00:00:00",
  endTime: "2026-11-23T00:00:00",
};
const NO_FESTIVAL: PromotionConfig = {
  startTime: "2026-11-27T00:00:00",
  endTime: "2026-12-01T00:00:00",
};

afterEach(() => {
  localStorage.clear();
});

describe("given SPEC.md §4 'Popups' (shared vectors, on the site's clock and config)", () => {
  it.each(vectors.popups.cases)(
    "should show $expect (index $index_route, mobile $mobile, work day $work_day, festival $festival, shown $shown)",
    ({ index_route, mobile, work_day, festival, shown, expect: expected }) => {
      const now = work_day ? WEDNESDAY : SATURDAY;
      const config = festival ? FESTIVAL : NO_FESTIVAL;
      const store = popupShownStore(memoryStore());
      for (const name of shown) store.markShown(promotionOf(name), now, config);

      const popup = nextPopup({ indexRoute: index_route, mobile, now, config, store });

      expect(popup).toBe(expected === null ? null : promotionOf(expected));
    },
  );

  it("should read the work day from the clock: Monday 06:00:59 is still the weekend", () => {
    const store = popupShownStore(memoryStore());
    const situation = { indexRoute: false, mobile: false, config: NO_FESTIVAL, store };
    expect(nextPopup({ ...situation, now: new Date("2026-11-16T06:00:59") })).toBeNull();
    expect(nextPopup({ ...situation, now: new Date("2026-11-16T06:01:00") })).toBe("workday");
  });
});

describe("given a popup already shown (docs/promotions.md: where and for how long)", () => {
  it("should keep the weekend, workday and mobile popups shown for the rest of the local day", () => {
    const store = popupShownStore();
    const situation = { indexRoute: true, mobile: false, config: NO_FESTIVAL, store };
    store.markShown("weekend", SATURDAY, NO_FESTIVAL);

    expect(localStorage.getItem(popupShownKey("weekend"))).toBe("2026-11-21");
    expect(nextPopup({ ...situation, now: new Date("2026-11-21T23:59:59") })).toBeNull();
    expect(nextPopup({ ...situation, now: new Date("2026-11-22T00:00:00") })).toBe("weekend");
  });

  it("should show the mobile daily popup again the next day", () => {
    const store = popupShownStore();
    const situation = { indexRoute: false, mobile: true, config: NO_FESTIVAL, store };
    store.markShown("mobile-daily", WEDNESDAY, NO_FESTIVAL);

    expect(nextPopup({ ...situation, now: new Date("2026-11-18T22:00:00") })).toBeNull();
    expect(nextPopup({ ...situation, now: new Date("2026-11-19T08:00:00") })).toBe("mobile-daily");
  });

  it("should show the festival popup once per festival, and again for the next festival", () => {
    const store = popupShownStore();
    const situation = { indexRoute: true, mobile: false, store };
    store.markShown("festival", WEDNESDAY, FESTIVAL);

    expect(nextPopup({ ...situation, config: FESTIVAL, now: SATURDAY })).toBeNull();
    const next = { startTime: "2026-11-20T00:00:00", endTime: "2026-11-30T00:00:00" };
    expect(nextPopup({ ...situation, config: next, now: SATURDAY })).toBe("festival");
  });

  it("should keep the record across tabs and reloads: it lives in local storage", () => {
    popupShownStore().markShown("workday", WEDNESDAY, NO_FESTIVAL);
    expect(popupShownStore().shown(WEDNESDAY, NO_FESTIVAL)).toEqual(["workday"]);
  });
});
