/**
 * How failed logins of one email slow down further tries for it (finding 3
 * of issue #18): a lockout per email would let anyone lock the owner out with
 * ten wrong passwords, so past the free failures of the rule
 * `loginFailuresPerEmail` each try waits, doubling from `firstDelayMs` up to
 * `maxDelayMs`, the right password included, and none is refused. The hard
 * limits are per IP and per (IP, email) (rate-limit/rules.ts).
 */
export interface LoginSlowdown {
  firstDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_LOGIN_SLOWDOWN: LoginSlowdown = { firstDelayMs: 500, maxDelayMs: 8_000 };

/** The wait before checking a password, given the email's failures in the window. */
export function loginDelayMs(
  failures: number,
  freeFailures: number,
  slowdown: LoginSlowdown,
): number {
  if (failures < freeFailures) return 0;
  const doublings = Math.min(failures - freeFailures, 30);
  return Math.min(slowdown.maxDelayMs, slowdown.firstDelayMs * 2 ** doublings);
}
