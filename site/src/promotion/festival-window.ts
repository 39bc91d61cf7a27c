/** A time as remote config may send it: a Date, epoch milliseconds or an ISO string. */
export type ConfigTime = Date | number | string;

/** The festival window of the promotion config (SPEC.md §3: startTime, endTime). */
export interface FestivalWindow {
  startTime: ConfigTime;
  endTime: ConfigTime;
}

function toMs(time: ConfigTime): number {
  if (time instanceof Date) return time.getTime();
  // A string without a zone ("2026-11-27T00:00:00") is local time, as the spec vectors read it.
  return typeof time === "number" ? time : new Date(time).getTime();
}

/**
 * True while the festival runs: its start has passed and now is before its
 * end, `start <= now < end` (SPEC.md §4). A window with a missing or
 * unreadable time is never active.
 */
export function isFestivalActive(window: FestivalWindow, now: Date): boolean {
  const start = toMs(window.startTime);
  const end = toMs(window.endTime);
  const at = now.getTime();
  if (!Number.isFinite(start) || !Number.isFinite(end)) return false;
  return start <= at && at < end;
}
