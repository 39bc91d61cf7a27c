/** How many hits a key has in its current window, and when the window ends. */
export interface WindowCount {
  count: number;
  resetInMs: number;
}

/**
 * Counts hits per key in fixed windows: in this process's memory, in Redis
 * (shared by every api instance) or in the database (shared too, and there
 * whether Redis is or not). Which rule counts where: rate-limit/rules.ts
 * (SHARED_RATE_LIMITS) and docs/adrs/0023-rate-limits-without-redis.md.
 */
export interface RateLimitStore {
  readonly kind: "memory" | "redis" | "database";
  /** Adds `amount` hits (default 1) to `key` and returns the count in the current window. */
  hit(key: string, windowMs: number, amount?: number): Promise<WindowCount>;
  /**
   * Counts `member` once per window of `key`: the first time, one hit is
   * added and its count is `member`'s rank; every later hit of the same
   * member in that window adds nothing and answers the same rank. So the
   * repeats of one purchase (one Idempotency-Key) get the first's verdict,
   * even when they arrive together.
   */
  hitOnce(key: string, member: string, windowMs: number): Promise<WindowCount>;
  /** The count of `key` in its current window, without adding a hit (0 when none). */
  peek(key: string): Promise<number>;
  close(): Promise<void>;
}

/** Where a store keeps the rank of `member` in the window of `key` (hitOnce). */
export function onceKey(key: string, member: string): string {
  return `${key}#once:${member}`;
}
