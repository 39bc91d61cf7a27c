import { cva, type VariantProps } from "class-variance-authority";
import { type ComponentProps, Fragment, useEffect, useRef } from "react";
import { useMessages } from "../i18n/messages";
import { cn } from "../lib/cn";
import { useLocale } from "../locale/LocaleProvider";
import { timeLeftPhrase } from "./countdownLabels";
import { COUNTDOWN_UNITS, type CountdownUnit, countdownParts, secondsLeft } from "./countdownParts";
import { countdownMessages } from "./intl/catalog.gen";
import { useNow } from "./useNow";

export const countdownVariants = cva("inline-flex font-sans", {
  variants: {
    tone: {
      /** On page surfaces. */
      light:
        "text-text [&_[data-slot=countdown-label]]:text-text-muted [&_[data-slot=countdown-unit]]:bg-surface-sunken",
      /** On the brand band (hero, promotion popups). */
      brand:
        "text-on-brand [&_[data-slot=countdown-label]]:text-on-brand-muted [&_[data-slot=countdown-unit]]:bg-on-brand/10",
    },
    size: {
      sm: "[&_[data-slot=countdown-unit]]:min-w-12 [&_[data-slot=countdown-value]]:text-xl",
      md: "[&_[data-slot=countdown-unit]]:min-w-16 [&_[data-slot=countdown-value]]:text-3xl",
    },
  },
  defaultVariants: { tone: "light", size: "md" },
});

export type CountdownVariantProps = VariantProps<typeof countdownVariants>;

export interface CountdownProps
  extends Omit<ComponentProps<"div">, "children" | "role">,
    CountdownVariantProps {
  /**
   * When the countdown ends: a date, or a function of the current time for a
   * rolling deadline that moves on when it is reached (the site's offer rule).
   */
  deadline: Date | ((now: Date) => Date);
  /** Freezes the countdown at this time (stories, screenshots); no timer runs. */
  now?: Date;
  /** The clock read every second when `now` is not given; the system clock by default. */
  clock?: () => Date;
  /** Called once when a fixed deadline passes. */
  onExpire?: () => void;
  /** Show the days unit; a deadline never a day away can hide it. Default true. */
  showDays?: boolean;
  /** Overrides the translated summary read by screen readers. */
  label?: string;
}

/**
 * Days, hours, minutes and seconds to a deadline as two-digit numbers, zeros
 * once it has passed (SPEC.md §4). The digits keep their order in
 * right-to-left pages (DESIGN-LANGUAGE.md: the countdown keeps its digit
 * order). It is a `timer` that is not live: screen readers read its summary
 * ("Offer ends in 2 hours, 30 minutes") when they reach it instead of being
 * interrupted every second.
 */
export function Countdown({
  deadline,
  now,
  clock,
  onExpire,
  showDays = true,
  label,
  tone,
  size,
  className,
  ...props
}: CountdownProps) {
  const { locale } = useLocale();
  const t = useMessages(countdownMessages);
  const fixedDeadline = typeof deadline === "function" ? undefined : deadline;
  const current = useNow({ now, clock, until: fixedDeadline });
  const end = typeof deadline === "function" ? deadline(current) : deadline;
  const parts = countdownParts(end, current);
  const expired = secondsLeft(end, current) === 0;

  const onExpireRef = useRef(onExpire);
  onExpireRef.current = onExpire;
  const announcedExpiry = useRef(false);
  useEffect(() => {
    if (expired && !announcedExpiry.current) {
      announcedExpiry.current = true;
      onExpireRef.current?.();
    }
  }, [expired]);

  const summary =
    label ?? (expired ? t("ended") : t("timeLeft", { time: timeLeftPhrase(parts, locale) }));
  const units: readonly CountdownUnit[] = showDays ? COUNTDOWN_UNITS : COUNTDOWN_UNITS.slice(1);

  return (
    <div
      role="timer"
      aria-live="off"
      aria-label={summary}
      data-slot="countdown"
      data-variant={tone ?? "light"}
      data-size={size ?? "md"}
      data-expired={expired || undefined}
      className={cn(countdownVariants({ tone, size }), className)}
      {...props}
    >
      {/* The summary above speaks for the digits; ltr keeps days…seconds in reading order in Arabic too. */}
      <div
        data-slot="countdown-units"
        dir="ltr"
        aria-hidden="true"
        className="flex items-start gap-1.5"
      >
        {units.map((unit, index) => (
          <Fragment key={unit}>
            {index > 0 ? (
              <span
                data-slot="countdown-separator"
                className="self-start pt-2 text-lg font-bold opacity-60"
              >
                :
              </span>
            ) : null}
            <span
              data-slot="countdown-unit"
              data-unit={unit}
              className="rounded-control flex flex-col items-center px-2 py-1.5"
            >
              <span
                data-slot="countdown-value"
                className="font-display leading-tight font-bold tabular-nums"
                suppressHydrationWarning
              >
                {parts[unit]}
              </span>
              <span
                data-slot="countdown-label"
                className="text-xs leading-tight"
                suppressHydrationWarning
              >
                {/* The label under a unit's digits, in the plural form its number takes ("01 hour", "05 дней"). */}
                {t(unit, { count: Number(parts[unit]) })}
              </span>
            </span>
          </Fragment>
        ))}
      </div>
    </div>
  );
}
