import { describe, expect, it } from "vitest";
import vectors from "../../test/fixtures/spec-vectors.json";
import { nextOfferDeadline } from "./offer-deadline";

/** The vectors' times are local wall-clock times without a zone, which `new Date` reads as local. */
const local = (iso: string) => new Date(iso);

describe("given the offer deadline vectors (SPEC.md §4: 12:00 or midnight, whichever comes next)", () => {
  it.each(vectors.offer_deadline.cases)(
    "should end the offer at $deadline when it is $now",
    ({ now, deadline }) => {
      expect(nextOfferDeadline(local(now))).toEqual(local(deadline));
    },
  );
});

describe("given times the vectors do not cover", () => {
  it("should end at noon when it is exactly midnight (strictly after now)", () => {
    expect(nextOfferDeadline(new Date(2026, 10, 18, 0, 0, 0))).toEqual(new Date(2026, 10, 18, 12));
  });

  it("should end at midnight a millisecond after noon", () => {
    expect(nextOfferDeadline(new Date(2026, 10, 18, 12, 0, 0, 1))).toEqual(new Date(2026, 10, 19));
  });

  it("should roll over the end of a month and a year", () => {
    expect(nextOfferDeadline(new Date(2026, 11, 31, 18))).toEqual(new Date(2027, 0, 1));
  });
});
