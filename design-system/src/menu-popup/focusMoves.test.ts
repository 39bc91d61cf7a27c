import { describe, expect, it } from "vitest";
import {
  horizontalMove,
  horizontalStep,
  isPrintableKey,
  typeaheadMatch,
  verticalMove,
} from "./focusMoves";

describe("given a vertical menu of four items", () => {
  it.each([
    ["ArrowDown", 0, 1],
    ["ArrowDown", 3, 0],
    ["ArrowUp", 0, 3],
    ["ArrowUp", 2, 1],
    ["Home", 2, 0],
    ["End", 1, 3],
    ["ArrowDown", -1, 0],
    ["ArrowUp", -1, 3],
  ])("should move focus on %s from %i to %i, wrapping at the ends", (key, from, to) => {
    expect(verticalMove(key, from, 4)).toBe(to);
  });

  it("should leave focus alone for keys that do not move it", () => {
    expect(verticalMove("ArrowLeft", 1, 4)).toBeNull();
    expect(verticalMove("a", 1, 4)).toBeNull();
  });

  it("should not move in an empty menu", () => {
    expect(verticalMove("ArrowDown", -1, 0)).toBeNull();
  });
});

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
});

describe("given type-ahead over language names", () => {
  const names = [
    ["English", "en"],
    ["العربية", "ar"],
    ["Deutsch", "de"],
    ["Español", "es"],
    ["日本語", "ja"],
  ];

  it("should jump to the next item starting with the letter, ignoring case", () => {
    expect(typeaheadMatch(names, 0, "d")).toBe(2);
    expect(typeaheadMatch(names, -1, "E")).toBe(0);
  });

  it("should cycle through items starting with the same letter", () => {
    expect(typeaheadMatch(names, 0, "e")).toBe(3);
    expect(typeaheadMatch(names, 3, "e")).toBe(0);
  });

  it("should match the language code too, and non-Latin letters", () => {
    expect(typeaheadMatch(names, 0, "j")).toBe(4);
    expect(typeaheadMatch(names, 0, "ا")).toBe(1);
  });

  it("should find nothing for a letter no item starts with", () => {
    expect(typeaheadMatch(names, 0, "z")).toBe(-1);
  });
});

describe("given key presses", () => {
  const press = (
    key: string,
    mods: Partial<Record<"ctrlKey" | "metaKey" | "altKey", boolean>> = {},
  ) => isPrintableKey({ key, ctrlKey: false, metaKey: false, altKey: false, ...mods });

  it("should count single characters as typing, but not shortcuts, Space or named keys", () => {
    expect(press("d")).toBe(true);
    expect(press("ا")).toBe(true);
    expect(press("d", { ctrlKey: true })).toBe(false);
    expect(press(" ")).toBe(false);
    expect(press("Enter")).toBe(false);
  });
});
