import { tooManyRequests } from "../http/envelope.js";
import {
  type RateLimitName,
  type RateLimitRule,
  type RateLimits,
  SHARED_RATE_LIMITS,
} from "./rules.js";
import type { RateLimitStore } from "./store.js";

/** The app's rate limiter: `app.rateLimiter.enforce("loginPerIp", request.ip)`. */
export interface RateLimiter {
  readonly rules: RateLimits;
  /** Where `name` is counted: the shared store for SHARED_RATE_LIMITS, else the local one. */
  storeOf(name: RateLimitName): RateLimitStore;
  /**
   * Counts one hit of `name` for `key` and throws a 429 ApiError (with
   * Retry-After) once the rule's limit is passed in the current window.
   */
  enforce(name: RateLimitName, key: string): Promise<void>;
  /**
   * As `enforce`, but the hits of one `member` (an Idempotency-Key) count
   * once per window, and its repeats get the verdict of its first hit.
   */
  enforceOnce(name: RateLimitName, key: string, member: string): Promise<void>;
  /**
   * Counts `amount` hits of `name` for `key` and answers how many of them
   * still fit under the rule's limit (0 to `amount`); never throws. For
   * quotas where what is over is dropped rather than refused (analytics).
   */
  take(name: RateLimitName, key: string, amount: number): Promise<number>;
  /** Counts one hit of `name` for `key` without enforcing anything (failures to slow down on). */
  record(name: RateLimitName, key: string): Promise<void>;
  /** The hits of `name` for `key` in the current window, without adding one. */
  count(name: RateLimitName, key: string): Promise<number>;
}

/**
 * `store` counts every rule, unless `sharedStore` is given: then the rules of
 * SHARED_RATE_LIMITS count there (the database) and the others in `store`
 * (Redis, falling back to memory).
 */
export function createRateLimiter(
  store: RateLimitStore,
  rules: RateLimits,
  sharedStore: RateLimitStore = store,
): RateLimiter {
  const windowMs = (rule: RateLimitRule) => rule.windowSeconds * 1000;
  const storeOf = (name: RateLimitName) => (SHARED_RATE_LIMITS.has(name) ? sharedStore : store);
  return {
    rules,
    storeOf,
    async enforce(name, key) {
      const rule: RateLimitRule = rules[name];
      const { count, resetInMs } = await storeOf(name).hit(`${name}:${key}`, windowMs(rule));
      if (count > rule.limit) throw tooManyRequests(resetInMs / 1000);
    },
    async enforceOnce(name, key, member) {
      const rule: RateLimitRule = rules[name];
      const { count, resetInMs } = await storeOf(name).hitOnce(
        `${name}:${key}`,
        member,
        windowMs(rule),
      );
      if (count > rule.limit) throw tooManyRequests(resetInMs / 1000);
    },
    async take(name, key, amount) {
      if (amount <= 0) return 0;
      const rule: RateLimitRule = rules[name];
      const { count } = await storeOf(name).hit(`${name}:${key}`, windowMs(rule), amount);
      const before = count - amount;
      return Math.max(0, Math.min(amount, rule.limit - before));
    },
    async record(name, key) {
      await storeOf(name).hit(`${name}:${key}`, windowMs(rules[name]));
    },
    count(name, key) {
      return storeOf(name).peek(`${name}:${key}`);
    },
  };
}
