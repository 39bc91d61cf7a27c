const DAY_SECONDS = 24 * 60 * 60;

/** When the VIP time runs out: now plus `vip.remain_time` (seconds); null without VIP time. */
export function vipEndsAt(remainSeconds: number, now: number = Date.now()): Date | null {
  if (!Number.isFinite(remainSeconds) || remainSeconds <= 0) return null;
  return new Date(now + remainSeconds * 1000);
}

/** Whole days of VIP time, a started day counting as one ("1 day" for the last hours). */
export function vipDaysLeft(remainSeconds: number): number {
  if (!Number.isFinite(remainSeconds) || remainSeconds <= 0) return 0;
  return Math.ceil(remainSeconds / DAY_SECONDS);
}

/**
 * The months a subscription lasts, read from its dates: the api adds calendar
 * months (31 January + 1 month = 28/29 February, docs/payments.md), so the
 * month difference is the term. Null for dates it cannot read.
 */
export function termMonths(subscription: { starts_at: string; ends_at: string }): number | null {
  const start = new Date(subscription.starts_at);
  const end = new Date(subscription.ends_at);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return null;
  const months =
    (end.getUTCFullYear() - start.getUTCFullYear()) * 12 +
    (end.getUTCMonth() - start.getUTCMonth());
  return months > 0 ? months : null;
}

/** A long date in the page's language, with Latin digits like the design system's prices and times. */
export function formatLongDate(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", numberingSystem: "latn" }).format(
    date,
  );
}
