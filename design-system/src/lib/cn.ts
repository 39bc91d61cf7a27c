import { type ClassValue, clsx } from "clsx";

/**
 * Composes class names (conditional parts with clsx). It does not resolve
 * conflicting utilities: tailwind-merge did, at the price of 8.7 KB gzip of
 * script on every page and a long task on its first call (issue #14). A class
 * list must hold no two utilities for the same property (`px-2 p-4`,
 * `flex-col flex-row`; `p-4 px-2` is fine, the side refines the shorthand):
 * choose with a variant, or leave the overridden class out.
 * `classConflicts()` (@mvpn/design-system/class-conflicts) finds them; the
 * stories and the site's prerendered pages are checked with it.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
