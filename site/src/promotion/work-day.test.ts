import { describe, expect, it } from "vitest";
import vectors from "../../test/fixtures/spec-vectors.json";
import { isWorkDay } from "./work-day";

describe("given the work-day vectors (SPEC.md §4: Monday 06:01 to Friday 17:59:59, local)", () => {
  it.each(vectors.work_day.cases)("should say $expect at $at", ({ at, expect: expected }) => {
    expect(isWorkDay(new Date(at))).toBe(expected);
  });

  it("should count the last millisecond of Friday 17:59:59 and every day in between", () => {
    expect(isWorkDay(new Date(2026, 10, 20, 17, 59, 59, 999))).toBe(true);
    expect(isWorkDay(new Date(2026, 10, 17, 0, 0, 0))).toBe(true); // Tuesday midnight
    expect(isWorkDay(new Date(2026, 10, 16, 6, 0, 59, 999))).toBe(false);
  });
});
