import { numberLocale } from "../locale/numberLocale";
import { stripBidiMarks } from "./stripBidiMarks";

/**
 * The number in a percentage as text ("59%", "59"); a number passes
 * through. Anything that is not a percentage between 0
 * and 100 gives null, so a bad value hides a badge instead of showing "NaN%".
 */
export function parseDiscountPercent(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === "number" ? String(value) : value.trim().replace(/\s*%$/, "");
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const percent = Number(text);
  return percent >= 0 && percent <= 100 ? percent : null;
}

/** A percentage in the locale's pattern (59%, 59 %, %59) with Latin digits. */
export function formatPercent(percent: number, locale: string): string {
  const formatter = new Intl.NumberFormat(numberLocale(locale), {
    style: "percent",
    maximumFractionDigits: 1,
  });
  return stripBidiMarks(formatter.format(percent / 100));
}
