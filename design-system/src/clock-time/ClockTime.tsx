import type { ComponentProps } from "react";
import { cn } from "../lib/cn";
import { useLocale } from "../locale/LocaleProvider";
import {
  type ClockTimeOptions,
  type DateInput,
  formatClockTime,
  toValidDate,
} from "./formatClockTime";

export interface ClockTimeProps
  extends Omit<ComponentProps<"time">, "dateTime" | "children">,
    ClockTimeOptions {
  date: DateInput;
  /** The page's locale by default. */
  locale?: string;
}

/**
 * A time of day as the reader's locale writes it on a 12-hour clock, in a
 * `<time>` whose `dateTime` machines can read. It never wraps, and it is a
 * bidi island (`dir="auto"`, isolated): "9:30 AM" stays "9:30 AM" in an
 * Arabic table and "3:05 م" keeps the Arabic order in an English one.
 *
 * With server rendering, pass `timeZone`: the server's zone is not the
 * reader's, and the two renders would disagree.
 */
export function ClockTime({
  date,
  locale,
  timeZone,
  withDate,
  className,
  ...props
}: ClockTimeProps) {
  const page = useLocale();
  const value = toValidDate(date);
  if (!value) return null;
  return (
    <time
      data-slot="clock-time"
      dateTime={value.toISOString()}
      // Direction from the time's own words, not the page's: this is not a
      // layout direction, so it is the exception to "dir comes from the locale".
      dir="auto"
      lang={locale}
      className={cn("whitespace-nowrap tabular-nums [unicode-bidi:isolate]", className)}
      {...props}
    >
      {formatClockTime(value, locale ?? page.locale, { timeZone, withDate })}
    </time>
  );
}
