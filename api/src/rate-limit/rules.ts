/** At most `limit` hits per `windowSeconds` for one key. */
export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

/**
 * The limits of docs/api.md "Rate limits". Per IP they bound what one
 * machine can try; per email they protect one account from many machines
 * (password guessing, mail bombing). Tests pass their own through AppDeps.
 */
export const DEFAULT_RATE_LIMITS = {
  loginPerIp: { limit: 30, windowSeconds: 10 * 60 },
  loginPerEmail: { limit: 10, windowSeconds: 15 * 60 },
  signupPerIp: { limit: 10, windowSeconds: 60 * 60 },
  verificationPerIp: { limit: 10, windowSeconds: 60 * 60 },
  verificationPerEmail: { limit: 3, windowSeconds: 15 * 60 },
  /** Guessing 6-digit codes: a code also dies after 5 wrong tries. */
  setPasswordPerIp: { limit: 20, windowSeconds: 15 * 60 },
  /** Guessing the old password with a stolen token. */
  passwordChangePerUser: { limit: 10, windowSeconds: 15 * 60 },
  contactPerIp: { limit: 5, windowSeconds: 60 * 60 },
  challengePerIp: { limit: 60, windowSeconds: 60 },
} satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof DEFAULT_RATE_LIMITS;
export type RateLimits = Record<RateLimitName, RateLimitRule>;
