import { createMemoryStore } from "./memory-store.js";
import type { RateLimitStore, WindowCount } from "./store.js";

/** The part of a pino/Fastify logger the store reports its switches to. */
export interface FallbackLogger {
  warn(object: object, message: string): void;
  info(message: string): void;
}

export interface FallbackStoreOptions {
  /** The shared store (Redis). */
  primary: RateLimitStore;
  /** Whether the primary's connection is up now: when it is not, don't wait for its retries. */
  isReady: () => boolean;
  logger?: FallbackLogger;
  /** Where counts go meanwhile (a memory store by default). */
  fallback?: RateLimitStore;
}

/**
 * Rate limits must never take the api down with them (issue #19): when Redis
 * is unreachable or a command fails, count in this process's memory instead
 * (limits then hold per instance rather than across instances, which beats
 * refusing every request), say so once in the log, and go back to Redis as
 * soon as its connection is up again.
 */
export function createFallbackStore({
  primary,
  isReady,
  logger,
  fallback = createMemoryStore(),
}: FallbackStoreOptions): RateLimitStore {
  let degraded = false;

  const degrade = (error?: unknown) => {
    if (degraded) return;
    degraded = true;
    logger?.warn({ err: error }, "rate limits: redis unavailable, using memory");
  };
  const recover = () => {
    if (!degraded) return;
    degraded = false;
    logger?.info("rate limits: redis available again");
  };

  async function attempt<T>(onPrimary: () => Promise<T>, onFallback: () => Promise<T>): Promise<T> {
    if (!isReady()) {
      degrade();
      return onFallback();
    }
    try {
      const result = await onPrimary();
      recover();
      return result;
    } catch (error) {
      degrade(error);
      return onFallback();
    }
  }

  return {
    kind: primary.kind,
    hit(key: string, windowMs: number, amount?: number): Promise<WindowCount> {
      return attempt(
        () => primary.hit(key, windowMs, amount),
        () => fallback.hit(key, windowMs, amount),
      );
    },
    peek(key: string): Promise<number> {
      return attempt(
        () => primary.peek(key),
        () => fallback.peek(key),
      );
    },
    async close() {
      await fallback.close();
      await primary.close();
    },
  };
}
