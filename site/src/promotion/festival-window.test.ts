import { describe, expect, it } from "vitest";
import vectors from "../../test/fixtures/spec-vectors.json";
import { isFestivalActive } from "./festival-window";

describe("given the festival vectors (SPEC.md §4: start <= now < end)", () => {
  it.each(vectors.festival.cases)("should say $expect at $now", ({ now, expect: expected }) => {
    expect(isFestivalActive(vectors.festival.config, new Date(now))).toBe(expected);
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
