import { numberLocale } from "../locale/numberLocale";

/**
 * A publication date, shown in the reader's language and machine-readable in
 * `<time dateTime>`. The time zone is fixed (UTC by default) so the server's
 * prerendered page and the visitor's browser print the same day.
 */
export function publishedDate(
  value: Date | string,
  locale: string,
  timeZone = "UTC",
): { label: string; dateTime: string } {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return { label: "", dateTime: "" };
  const label = new Intl.DateTimeFormat(numberLocale(locale), {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone,
  }).format(date);
  // en-CA writes dates as YYYY-MM-DD, the form `dateTime` wants, in the same zone.
  const dateTime = new Intl.DateTimeFormat("en-CA", {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    timeZone,
  }).format(date);
  return { label, dateTime };
}
