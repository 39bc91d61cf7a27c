/** A local calendar date as `YYYY-MM-DD` (the visitor's own day, not UTC's). */
export function localDateKey(date: Date): string {
  const year = String(date.getFullYear()).padStart(4, "0");
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${year}-${month}-${day}`;
}

/**
 * Milliseconds from `date` to the next local midnight. Built from calendar
 * fields, so a day of 23 or 25 hours (daylight saving) still ends at 00:00.
 */
export function msUntilNextLocalMidnight(date: Date): number {
  const midnight = new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1);
  return midnight.getTime() - date.getTime();
}
