/** At most `limit` hits per `windowSeconds` for one key. */
export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The limits of docs/api.md "Rate limits". Per IP they bound what one
 * machine can try; per (IP, email) they stop one machine guessing one
 * account without locking the owner out everywhere else; per email, failures
 * only slow further tries down (never refuse them). Tests pass their own
 * through AppDeps.
 */
export const DEFAULT_RATE_LIMITS = {
  loginPerIp: { limit: 30, windowSeconds: 10 * MINUTE },
  /** One address guessing one account: refused (429) past this, for that address only. */
  loginPerIpAndEmail: { limit: 10, windowSeconds: 15 * MINUTE },
  /**
   * Failed logins of one email from anywhere: past this many, every try for
   * that email waits longer and longer (auth/login-slowdown.ts), the right
   * password included; none is refused, so nobody can lock an owner out.
   */
  loginFailuresPerEmail: { limit: 5, windowSeconds: 15 * MINUTE },
  signupPerIp: { limit: 10, windowSeconds: HOUR },
  /** "You already have an account" mails to one address (signup with a known email). */
  signupNoticePerEmail: { limit: 3, windowSeconds: HOUR },
  verificationPerIp: { limit: 10, windowSeconds: HOUR },
  verificationPerEmail: { limit: 3, windowSeconds: 15 * MINUTE },
  /** Guessing 6-digit codes: a code also dies after 5 wrong tries. */
  setPasswordPerIp: { limit: 20, windowSeconds: 15 * MINUTE },
  /** Guessing the old password with a stolen token. */
  passwordChangePerUser: { limit: 10, windowSeconds: 15 * MINUTE },
  contactPerIp: { limit: 5, windowSeconds: HOUR },
  challengePerIp: { limit: 60, windowSeconds: MINUTE },
  /** Analytics requests from one address (offices share one: generous). */
  analyticsPerIp: { limit: 300, windowSeconds: MINUTE },
  /** Analytics requests of one browser (its front_id, the body's user_id). */
  analyticsPerClient: { limit: 60, windowSeconds: MINUTE },
  /** Events stored per browser and day; more are counted and dropped, not refused. */
  analyticsEventsPerClientPerDay: { limit: 5_000, windowSeconds: DAY },
  /** Events stored per address and day; more are counted and dropped, not refused. */
  analyticsEventsPerIpPerDay: { limit: 50_000, windowSeconds: DAY },
  /** Purchase calls (orders opened, cards and wallets charged) per signed-in user. */
  ordersPerUser: { limit: 20, windowSeconds: 10 * MINUTE },
  ordersPerUserPerDay: { limit: 100, windowSeconds: DAY },
} satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof DEFAULT_RATE_LIMITS;
export type RateLimits = Record<RateLimitName, RateLimitRule>;

/**
 * The rules whose decision every instance must share, counted in the
 * database (rate_limit_windows) whether Redis is there or not: guessing a
 * password, a reset code or an account, and the mails each call sends.
 * They are low-volume (each also costs an argon2 hash or a mail), so one
 * upsert more is cheap. The others (challenges, analytics, orders) count in
 * Redis, or in the instance's memory while Redis is away: per instance then,
 * so N instances admit at most N times the limit. ADR 0023.
 */
export const SHARED_RATE_LIMITS: ReadonlySet<RateLimitName> = new Set<RateLimitName>([
  "loginPerIp",
  "loginPerIpAndEmail",
  "loginFailuresPerEmail",
  "signupPerIp",
  "signupNoticePerEmail",
  "verificationPerIp",
  "verificationPerEmail",
  "setPasswordPerIp",
  "passwordChangePerUser",
  "contactPerIp",
]);
