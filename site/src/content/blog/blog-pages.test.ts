import { describe, expect, it } from "vitest";
import {
  BLOG_PAGE_SIZE,
  blogMorePageParams,
  blogMorePath,
  blogPageCount,
  blogPageSlice,
} from "./blog-pages";

describe("given the paged listing of every article (SPEC.md §2 /blog/more)", () => {
  it("should show nine articles a page", () => {
    expect(BLOG_PAGE_SIZE).toBe(9);
  });

  it.each([
    [0, 1],
    [1, 1],
    [9, 1],
    [10, 2],
    [18, 2],
    [19, 3],
  ])("given %i articles, should have %i page(s)", (articles, pages) => {
    expect(blogPageCount(articles)).toBe(pages);
  });

  it("should slice each page, the last one short", () => {
    const items = Array.from({ length: 12 }, (_, index) => index);
    expect(blogPageSlice(items, 1)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(blogPageSlice(items, 2)).toEqual([9, 10, 11]);
    expect(blogPageSlice(items, 3)).toEqual([]);
  });

  it("should give page 1 the listing's own URL and the others a path segment (prerendered, no query)", () => {
    expect(blogMorePath(1)).toBe("/blog/more");
    expect(blogMorePath(2)).toBe("/blog/more/2");
    expect(blogMorePageParams(12)).toEqual(["2"]);
    expect(blogMorePageParams(9)).toEqual([]);
    expect(blogMorePageParams(28)).toEqual(["2", "3", "4"]);
  });
});
