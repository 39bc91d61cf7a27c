import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countdownParts, secondsLeft } from "./countdownParts";

/** Issue #19: SPEC.md §4's countdown for any deadline and any clock. */
const instant = fc.date({
  min: new Date("2000-01-01T00:00:00Z"),
  max: new Date("2100-01-01T00:00:00Z"),
  noInvalidDate: true,
});

describe("given any deadline and any now", () => {
  it("should split the seconds left into parts that add up, each at least two digits", () => {
    fc.assert(
      fc.property(instant, instant, (deadline, now) => {
        const parts = countdownParts(deadline, now);
        const [days, hours, minutes, seconds] = [
          parts.days,
          parts.hours,
          parts.minutes,
          parts.seconds,
        ].map(Number) as [number, number, number, number];
        expect(days * 86_400 + hours * 3600 + minutes * 60 + seconds).toBe(
          secondsLeft(deadline, now),
        );
        expect(hours).toBeLessThan(24);
        expect(minutes).toBeLessThan(60);
        expect(seconds).toBeLessThan(60);
        for (const part of Object.values(parts)) expect(part).toMatch(/^\d{2,}$/);
      }),
      { numRuns: 2000 },
    );
  });

  it("should never count up as time passes, and show zeros once the deadline has passed", () => {
    fc.assert(
      fc.property(instant, instant, fc.nat(10_000_000), (deadline, now, later) => {
        const after = new Date(now.getTime() + later);
        expect(secondsLeft(deadline, after)).toBeLessThanOrEqual(secondsLeft(deadline, now));
        if (now >= deadline) {
          expect(countdownParts(deadline, now)).toEqual({
            days: "00",
            hours: "00",
            minutes: "00",
            seconds: "00",
          });
        }
      }),
    );
  });
});
