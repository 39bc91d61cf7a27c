import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { classConflicts } from "@mvpn/design-system/class-conflicts";
import { describe, expect, it } from "vitest";
import { BUILT_CLIENT, htmlFiles } from "./built-site";

/**
 * Issue #14: the design system's `cn()` joins class names without
 * tailwind-merge, so two utilities for one property in a class list
 * (`flex-col flex-row`, `text-text text-text-muted`) would leave the choice to
 * the stylesheet's order. The stories check every component state they show
 * (stories/.storybook/preview.tsx); this checks every prerendered document of
 * every locale, where the site's own classes meet the components'. Regexes,
 * not a DOM: React writes double-quoted class attributes.
 */
describe("given every prerendered document of the built site", () => {
  it("should hold no element whose class list sets one property twice", () => {
    const classLists = new Map<string, string>();
    const files = htmlFiles();
    for (const file of files) {
      const html = readFileSync(file, "utf8");
      for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
        const className = (match[1] ?? "").replace(/&amp;/g, "&").replace(/&quot;/g, '"');
        if (!classLists.has(className)) classLists.set(className, relative(BUILT_CLIENT, file));
      }
    }
    expect(files.length).toBeGreaterThan(700);
    const conflicts = [...classLists]
      .map(([className, file]) => ({ file, className, overridden: classConflicts(className) }))
      .filter((found) => found.overridden.length > 0);
    expect(conflicts).toEqual([]);
  });
});
