export interface ClockTimeOptions {
  /** IANA zone (`"UTC"`, `"Europe/Berlin"`); the reader's own zone by default. */
  timeZone?: string;
  /**
   * The day before the time, in the locale's own order and words ("Jan 15,
   * 2025, 3:05 PM", "15. Jan. 2025, 3:05 PM"); the time of day alone by default.
   */
  withDate?: boolean;
}

export type DateInput = Date | number | string;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(
  locale: string,
  { timeZone, withDate = false }: ClockTimeOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ""}|${withDate}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      // Fields, not `dateStyle`/`timeStyle`: `timeStyle` brings the locale's
      // 24-hour pattern along and writes "03:05 PM" in German.
      ...(withDate && { year: "numeric", month: "short", day: "numeric" }),
      hour: "numeric",
      minute: "2-digit",
      // `hourCycle: "h12"`, not `hour12: true`: for locales whose own clock is
      // 24-hour (de, fr, ja, ru …) `hour12` picks the 0–11 cycle and prints
      // midnight as "0:05 AM"; SPEC.md §9's 12-hour clock says "12:05 AM".
      hourCycle: "h12",
      // Latin digits everywhere, Arabic included, like the prices, the
      // countdown and the promotion texts of this design system: one set of
      // digits per page. Engines disagree on `ar`'s default (Arabic-Indic in
      // some, Latin in others), so it is pinned rather than left to chance.
      numberingSystem: "latn",
      timeZone,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A Date from a Date, a timestamp or an ISO string; `null` when it is not a valid time. */
export function toValidDate(input: DateInput): Date | null {
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A time of day on a 12-hour clock with the locale's own AM/PM words
 * (SPEC.md §9 "Time display: 12-hour with AM/PM"): "3:05 PM", "3:05 م",
 * "午後3:05", "3:05 p. m.", after the date with `withDate`. The one way a
 * time of day is written, in the design system and the site alike. An
 * invalid date gives an empty string.
 */
export function formatClockTime(
  input: DateInput,
  locale: string,
  options: ClockTimeOptions = {},
): string {
  const date = toValidDate(input);
  if (!date) return "";
  return formatterFor(locale, options).format(date);
}
