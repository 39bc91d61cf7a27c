import type { CountdownParts, CountdownUnit } from "./countdownParts";

const INTL_UNIT = { days: "day", hours: "hour", minutes: "minute", seconds: "second" } as const;

/**
 * What a screen reader says for the timer: the time left to the minute
 * ("2 hours, 30 minutes"), seconds only in the last minute. The summary
 * changes at most once a minute, and the timer is not a live region, so it
 * is read when reached, never announced every second.
 */
export function timeLeftPhrase(parts: CountdownParts, locale: string): string {
  const values = {
    days: Number(parts.days),
    hours: Number(parts.hours),
    minutes: Number(parts.minutes),
    seconds: Number(parts.seconds),
  };
  const inLastMinute = values.days === 0 && values.hours === 0 && values.minutes === 0;
  const units: CountdownUnit[] = inLastMinute ? ["seconds"] : ["days", "hours", "minutes"];
  const shown = units.filter((unit) => values[unit] > 0);
  const phrases = (shown.length > 0 ? shown : units.slice(-1)).map((unit) =>
    new Intl.NumberFormat(locale, {
      style: "unit",
      unit: INTL_UNIT[unit],
      unitDisplay: "long",
      // Latin digits, like the countdown itself shows.
      numberingSystem: "latn",
    }).format(values[unit]),
  );
  return new Intl.ListFormat(locale, { type: "unit", style: "long" }).format(phrases);
}
