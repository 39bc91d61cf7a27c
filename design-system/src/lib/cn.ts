import { type ClassValue, clsx } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

/**
 * Tailwind-merge must know our token-named utilities, or it would treat
 * `text-text-muted` (a colour) and `text-sm` (a size) as the same group and
 * drop one of them.
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

/** Composes class names: conditional parts with clsx, conflicts resolved by tailwind-merge. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
