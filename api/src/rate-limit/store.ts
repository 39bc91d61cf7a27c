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
  /** Adds one hit to `key` and returns the count in the current window. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  close(): Promise<void>;
}
