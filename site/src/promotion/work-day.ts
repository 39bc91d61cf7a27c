/**
 * True from Monday 06:01:00 through Friday 17:59:59 in the browser's local
 * time, false on weekends, early Monday and late Friday (SPEC.md §4 and §9
 * "Work-day window: Monday 06:01 to Friday 17:59:59"). The window is
 * continuous: Tuesday at 02:00 is a work day.
 */
export function isWorkDay(date: Date): boolean {
  const day = date.getDay(); // 0 Sunday … 6 Saturday
  const minuteOfDay = date.getHours() * 60 + date.getMinutes();
  if (day === 0 || day === 6) return false;
  if (day === 1) return minuteOfDay >= 6 * 60 + 1;
  if (day === 5) return minuteOfDay < 18 * 60;
  return true;
}
