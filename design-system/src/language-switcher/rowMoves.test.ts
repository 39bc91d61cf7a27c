import { describe, expect, it } from "vitest";
import { horizontalMove, horizontalStep } from "./rowMoves";

describe("given a horizontal row, in each reading direction", () => {
  // The row is mirrored in Arabic: the arrow pointing to the reading end moves forward.
  it.each([
    { locale: "en", dir: "ltr", key: "ArrowRight", step: 1 },
    { locale: "en", dir: "ltr", key: "ArrowLeft", step: -1 },
    { locale: "ar", dir: "rtl", key: "ArrowRight", step: -1 },
    { locale: "ar", dir: "rtl", key: "ArrowLeft", step: 1 },
  ] as const)("should step $step on $key in $locale", ({ dir, key, step }) => {
    expect(horizontalStep(key, dir)).toBe(step);
    expect(horizontalMove(key, 2, 5, dir)).toBe(2 + step);
  });

  it.each([
    ["ltr", "ArrowRight", 4, 0],
    ["ltr", "ArrowLeft", 0, 4],
    ["rtl", "ArrowLeft", 4, 0],
    ["rtl", "ArrowRight", 0, 4],
  ] as const)("should wrap in %s on %s from %i to %i", (dir, key, from, to) => {
    expect(horizontalMove(key, from, 5, dir)).toBe(to);
  });

  it("should jump to the ends with Home and End whatever the direction", () => {
    expect(horizontalMove("Home", 3, 5, "rtl")).toBe(0);
    expect(horizontalMove("End", 0, 5, "rtl")).toBe(4);
  });

  it("should ignore vertical arrows", () => {
    expect(horizontalMove("ArrowDown", 1, 5, "ltr")).toBeNull();
  });

  it("should not move in an empty row", () => {
    expect(horizontalMove("ArrowRight", -1, 0, "ltr")).toBeNull();
  });
});
