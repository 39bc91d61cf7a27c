import { describe, expect, it } from "vitest";
import { isPrintableKey, typeaheadMatch } from "./typeahead";

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
