/** A countdown's remaining time, each part as a two-digit string ("00" once expired). */
export interface CountdownParts {
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
}

export const COUNTDOWN_UNITS = ["days", "hours", "minutes", "seconds"] as const;
export type CountdownUnit = (typeof COUNTDOWN_UNITS)[number];

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
