import { extendTailwindMerge } from "tailwind-merge";

/**
 * Tailwind-merge must know our token-named utilities, or it would treat
 * `text-text-muted` (a colour) and `text-sm` (a size) as the same group and
 * report one of them.
 */
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      color: [
        "surface",
        "text",
        "border",
        "accent",
        "danger",
        "focus",
        "on-accent",
        "on-brand",
        "feedback",
        (value: string) =>
          /^(surface|text|border|accent|danger|focus|on-|feedback)(-|$)/.test(value),
      ],
      radius: ["control", "card", "pill"],
      shadow: ["low", "mid", "high"],
    },
  },
});

/**
 * The classes of `className` that a later class of the same list overrides,
 * as tailwind-merge sees them: `px-2 p-4` → `["px-2"]`, `flex-col flex-row` →
 * `["flex-col"]` (`p-4 px-2` is no conflict: the side refines the shorthand,
 * and Tailwind's stylesheet orders it so). `cn()` joins class names without
 * resolving such conflicts (issue #14: tailwind-merge cost every page 8.7 KB
 * of script and a long task on its first call), so which one applies would
 * depend on the order of the rules in the stylesheet, not on the order in the
 * attribute. A component or
 * a page must never produce one: the stories (stories/.storybook/preview.tsx)
 * and the site's prerendered pages (site/test/class-conflicts.test.ts) fail on
 * any. Use a variant, or leave the overridden class out, instead.
 */
export function classConflicts(className: string): string[] {
  const classes = className.split(/\s+/).filter(Boolean);
  const kept = new Set(twMerge(classes.join(" ")).split(" "));
  return [...new Set(classes.filter((name) => !kept.has(name)))];
}

/** Every element under `root` (itself included) whose class list has a conflict, with the classes overridden. */
export function findClassConflicts(
  root: Element,
): Array<{ element: Element; className: string; overridden: string[] }> {
  const found: Array<{ element: Element; className: string; overridden: string[] }> = [];
  for (const element of [root, ...root.querySelectorAll("[class]")]) {
    const className = element.getAttribute("class") ?? "";
    const overridden = classConflicts(className);
    if (overridden.length > 0) found.push({ element, className, overridden });
  }
  return found;
}
