import { tooManyRequests } from "../http/envelope.js";
import type { RateLimitName, RateLimitRule, RateLimits } from "./rules.js";
import type { RateLimitStore } from "./store.js";

/** The app's rate limiter: `app.rateLimiter.enforce("loginPerIp", request.ip)`. */
export interface RateLimiter {
  readonly store: RateLimitStore;
  readonly rules: RateLimits;
  /**
   * Counts one hit of `name` for `key` and throws a 429 ApiError (with
   * Retry-After) once the rule's limit is passed in the current window.
   */
  enforce(name: RateLimitName, key: string): Promise<void>;
}

export function createRateLimiter(store: RateLimitStore, rules: RateLimits): RateLimiter {
  return {
    store,
    rules,
    async enforce(name, key) {
      const rule: RateLimitRule = rules[name];
      const { count, resetInMs } = await store.hit(`${name}:${key}`, rule.windowSeconds * 1000);
      if (count > rule.limit) throw tooManyRequests(resetInMs / 1000);
    },
  };
}
