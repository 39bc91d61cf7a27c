import { describe, expect, it } from "vitest";
import { paginationRange } from "./paginationRange";

const E1 = "ellipsis-start";
const E2 = "ellipsis-end";

describe("given paginationRange with one sibling", () => {
  it.each([
    [1, 10, [1, 2, 3, 4, 5, E2, 10]],
    [4, 10, [1, 2, 3, 4, 5, E2, 10]],
    [5, 10, [1, E1, 4, 5, 6, E2, 10]],
    [6, 10, [1, E1, 5, 6, 7, E2, 10]],
    [7, 10, [1, E1, 6, 7, 8, 9, 10]],
    [10, 10, [1, E1, 6, 7, 8, 9, 10]],
  ] as const)("should show page %i of %i as %j", (page, count, expected) => {
    expect(paginationRange(page, count, 1)).toEqual(expected);
  });

  it("should keep the same number of entries while paging through a long list", () => {
    const lengths = Array.from({ length: 50 }, (_, i) => paginationRange(i + 1, 50, 1).length);
    expect(new Set(lengths)).toEqual(new Set([7]));
  });

  it("should show every page when they all fit, never an ellipsis hiding one page", () => {
    expect(paginationRange(4, 7, 1)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationRange(4, 8, 1)).toEqual([1, 2, 3, 4, 5, E2, 8]);
  });
});

describe("given other sibling counts and edge cases", () => {
  it("should widen the window with more siblings", () => {
    expect(paginationRange(10, 20, 2)).toEqual([1, E1, 8, 9, 10, 11, 12, E2, 20]);
  });

  it("should show only the current page between the ellipses with no siblings", () => {
    expect(paginationRange(5, 10, 0)).toEqual([1, E1, 5, E2, 10]);
  });

  it("should clamp a page outside the range", () => {
    expect(paginationRange(99, 10, 1)).toEqual(paginationRange(10, 10, 1));
    expect(paginationRange(-3, 10, 1)).toEqual(paginationRange(1, 10, 1));
  });

  it("should give one page for a single page and nothing for none", () => {
    expect(paginationRange(1, 1)).toEqual([1]);
    expect(paginationRange(1, 0)).toEqual([]);
  });
});
