import type { RateLimitStore, WindowCount } from "./store.js";

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

  return {
    kind: "memory",
    async hit(key: string, windowMs: number, amount = 1): Promise<WindowCount> {
      const time = now();
      let window = windows.get(key);
      if (window === undefined || window.resetAt <= time) {
        window = { count: 0, resetAt: time + windowMs };
        windows.set(key, window);
      }
      window.count += amount;
      return { count: window.count, resetInMs: window.resetAt - time };
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
