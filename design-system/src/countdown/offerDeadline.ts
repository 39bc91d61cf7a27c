/** A countdown's remaining time, each part as a two-digit string ("00" once expired). */
export interface CountdownParts {
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
}

export const COUNTDOWN_UNITS = ["days", "hours", "minutes", "seconds"] as const;
export type CountdownUnit = (typeof COUNTDOWN_UNITS)[number];

/**
 * The end of the current offer: the next local 12:00 or midnight, whichever
 * comes first, strictly after `now` (SPEC.md §4 and §9 "Offer countdown end:
 * 12:00 or midnight"). At 12:00:00 sharp the next end is midnight, so a
 * rolling offer never shows a zero-length countdown. Built from calendar
 * fields, so days with a daylight-saving change still end at 12:00 and 00:00.
 */
export function nextOfferDeadline(now: Date): Date {
  const noon = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 12);
  if (now.getTime() < noon.getTime()) return noon;
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
}

/** Whole seconds left before `deadline`, never negative. */
export function secondsLeft(deadline: Date, now: Date): number {
  const ms = deadline.getTime() - now.getTime();
  // Rounded up: "00:00:00" appears only once the deadline has passed (zeros once expired).
  return ms > 0 ? Math.ceil(ms / 1000) : 0;
}

const twoDigits = (n: number) => String(n).padStart(2, "0");

/**
 * Days, hours, minutes and seconds left until `deadline`, as two-digit
 * strings, all "00" once it has passed (SPEC.md §4). More than 99 days shows
 * every digit ("123"), never a truncated number.
 */
export function countdownParts(deadline: Date, now: Date): CountdownParts {
  const total = secondsLeft(deadline, now);
  return {
    days: twoDigits(Math.floor(total / 86_400)),
    hours: twoDigits(Math.floor((total % 86_400) / 3600)),
    minutes: twoDigits(Math.floor((total % 3600) / 60)),
    seconds: twoDigits(total % 60),
  };
}
