import { onceKey, type RateLimitStore, type WindowCount } from "./store.js";

/** Windows that ended are swept this often, so idle keys do not pile up. */
const SWEEP_EVERY_MS = 60_000;

/** Fixed-window counters in this process's memory. */
export function createMemoryStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const time = now();
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
  }, SWEEP_EVERY_MS);
  sweep.unref();

  const hit = (key: string, windowMs: number, amount = 1): WindowCount => {
    const time = now();
    let window = windows.get(key);
    if (window === undefined || window.resetAt <= time) {
      window = { count: 0, resetAt: time + windowMs };
      windows.set(key, window);
    }
    window.count += amount;
    return { count: window.count, resetInMs: window.resetAt - time };
  };

  return {
    kind: "memory",
    async hit(key: string, windowMs: number, amount = 1): Promise<WindowCount> {
      return hit(key, windowMs, amount);
    },
    async hitOnce(key: string, member: string, windowMs: number): Promise<WindowCount> {
      // The member's rank is kept as a window of its own, ending with the key's.
      const memberKey = onceKey(key, member);
      const time = now();
      const seen = windows.get(memberKey);
      if (seen !== undefined && seen.resetAt > time) {
        return { count: seen.count, resetInMs: seen.resetAt - time };
      }
      const counted = hit(key, windowMs);
      windows.set(memberKey, { count: counted.count, resetAt: time + counted.resetInMs });
      return counted;
    },
    async peek(key: string): Promise<number> {
      const window = windows.get(key);
      return window === undefined || window.resetAt <= now() ? 0 : window.count;
    },
    async close() {
      clearInterval(sweep);
      windows.clear();
    },
  };
}
