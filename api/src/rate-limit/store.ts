/** How many hits a key has in its current window, and when the window ends. */
export interface WindowCount {
  count: number;
  resetInMs: number;
}

/**
 * Counts hits per key in fixed windows. In memory by default (one process);
 * in Redis when REDIS_URL is set, so that several api instances share the
 * counts (ARCHITECTURE.md: the api scales out behind a load balancer).
 */
export interface RateLimitStore {
  readonly kind: "memory" | "redis";
  /** Adds `amount` hits (default 1) to `key` and returns the count in the current window. */
  hit(key: string, windowMs: number, amount?: number): Promise<WindowCount>;
  /** The count of `key` in its current window, without adding a hit (0 when none). */
  peek(key: string): Promise<number>;
  close(): Promise<void>;
}
