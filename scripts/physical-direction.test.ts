import { describe, expect, it } from "vitest";
import { findPhysicalDirection } from "./physical-direction.mjs";

const matches = (text: string, name = "x.tsx") =>
  findPhysicalDirection(text, name).map((f) => f.match);

describe("given the physical-direction check (STYLE.md §4: logical properties only)", () => {
  it.each([
    ['<div className="ml-4 flex" />', "ml-4"],
    ['cn("p-2", "mr-auto")', "mr-auto"],
    ['const c = "pl-3";', "pl-3"],
    ['const c = "pr-[10px]";', "pr-[10px]"],
    ['const c = "absolute left-0";', "left-0"],
    ['const c = "-right-2";', "-right-2"],
    ['const c = "text-left";', "text-left"],
    ['const c = "md:text-right";', "md:text-right"],
    ['const c = "rounded-l-lg";', "rounded-l-lg"],
    ['const c = "rounded-tr-md";', "rounded-tr-md"],
    ['const c = "border-l-2";', "border-l-2"],
    ['const c = "border-r";', "border-r"],
    ['const c = "float-left";', "float-left"],
    ['const c = "hover:-ml-1";', "hover:-ml-1"],
    ["const style = { marginLeft: 4 };", "marginLeft:"],
    ['const style = { textAlign: "right" };', 'textAlign: "right"'],
  ])("should flag %s", (text, expected) => {
    expect(matches(text)).toContain(expected);
  });

  it.each([
    '<div className="ms-4 me-2 ps-3 pe-1 start-0 end-0 text-start rounded-s border-e float-start" />',
    'const sql = "select left(name, 3)";',
    'const label = "Turn left here";',
    'const c = "html-4 pl-sql";'.replace("pl-sql", "plain"),
    "const style = { marginInlineStart: 4 };",
    'entry("pl", "pl-PL", "Polski")',
  ])("should accept %s", (text) => {
    expect(matches(text)).toEqual([]);
  });

  describe("given a CSS file", () => {
    it.each([
      [".a { margin-left: 4px; }", "margin-left"],
      [".a { padding-right: 4px; }", "padding-right"],
      [".a { left: 0; }", "left:"],
      [".a { text-align: right; }", "text-align: right"],
      [".a { float: left; }", "float: left"],
      [".a { @apply ml-2; }", "ml-2"],
    ])("should flag %s", (text, expected) => {
      expect(matches(text, "a.css").join(" ")).toContain(expected);
    });

    it("should accept logical properties", () => {
      expect(
        matches(".a { margin-inline-start: 4px; inset-inline-end: 0; text-align: start }", "a.css"),
      ).toEqual([]);
    });
  });

  it("should report the line of each finding", () => {
    expect(findPhysicalDirection('const a = 1;\nconst c = "ml-2";', "x.ts")[0]?.line).toBe(2);
  });
});
