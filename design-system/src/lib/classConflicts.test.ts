import { describe, expect, it } from "vitest";
import { classConflicts, findClassConflicts } from "./classConflicts";
import { cn } from "./cn";

describe("given cn()", () => {
  it("should join class names and drop the false ones, resolving nothing (issue #14)", () => {
    expect(cn("px-2", false, undefined, ["p-4", { "mt-2": true, "mb-2": false }])).toBe(
      "px-2 p-4 mt-2",
    );
  });
});

describe("given classConflicts()", () => {
  it("should report a class that a later one of the same property overrides", () => {
    expect(classConflicts("px-2 p-4")).toEqual(["px-2"]);
    expect(classConflicts("flex flex-col flex-row")).toEqual(["flex-col"]);
    expect(classConflicts("text-text text-text-muted")).toEqual(["text-text"]);
  });

  it("should not report a side that refines a shorthand, nor a colour beside a size", () => {
    expect(classConflicts("p-4 px-2")).toEqual([]);
    expect(classConflicts("text-text-muted text-sm font-semibold")).toEqual([]);
    // Our token utilities are colours, radii and shadows, not sizes.
    expect(classConflicts("text-on-brand text-lg rounded-card shadow-low")).toEqual([]);
  });

  it("should find every element under a root whose classes conflict", () => {
    const root = document.createElement("div");
    root.innerHTML = '<p class="mt-2 mt-4">a</p><span class="mt-2">b</span>';
    const found = findClassConflicts(root);
    expect(found.map(({ className, overridden }) => [className, overridden])).toEqual([
      ["mt-2 mt-4", ["mt-2"]],
    ]);
  });
});
