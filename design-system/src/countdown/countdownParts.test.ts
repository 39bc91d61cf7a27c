import { describe, expect, it } from "vitest";
import { countdownVectors as vectors } from "./__fixtures__/countdownParts";
import { countdownParts } from "./countdownParts";

/** The vectors' times are local wall-clock times without a zone, which `new Date` reads as local. */
const local = (iso: string) => new Date(iso);

describe("given the countdown vectors (SPEC.md §4: two digits each, zeros once expired)", () => {
  it.each(vectors.cases)(
    "should count $parts.hours:$parts.minutes:$parts.seconds at $now",
    ({ now, deadline, parts }) => {
      expect(countdownParts(local(deadline), local(now))).toEqual(parts);
    },
  );

  it("should show zeros once the deadline has passed", () => {
    const { target, now, parts } = vectors.expired;
    expect(countdownParts(local(target), local(now))).toEqual(parts);
  });
});

describe("given times the vectors do not cover", () => {
  it("should count days and keep every digit past 99 days", () => {
    const now = new Date(2026, 0, 1, 0, 0, 0);
    expect(countdownParts(new Date(2026, 0, 3, 4, 5, 6), now)).toEqual({
      days: "02",
      hours: "04",
      minutes: "05",
      seconds: "06",
    });
    expect(countdownParts(new Date(now.getTime() + 123 * 86_400_000), now).days).toBe("123");
  });

  it("should not show zeros while part of a second is left", () => {
    const deadline = new Date(2026, 10, 18, 12);
    expect(countdownParts(deadline, new Date(deadline.getTime() - 400)).seconds).toBe("01");
    expect(countdownParts(deadline, deadline).seconds).toBe("00");
  });
});
