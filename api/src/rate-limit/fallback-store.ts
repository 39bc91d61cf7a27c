import { createRedisFallback, type FallbackLogger } from "../redis-fallback.js";
import { createMemoryStore } from "./memory-store.js";
import type { RateLimitStore, WindowCount } from "./store.js";

export type { FallbackLogger };

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
 * soon as its connection is up again (redis-fallback.ts).
 */
export function createFallbackStore({
  primary,
  isReady,
  logger,
  fallback = createMemoryStore(),
}: FallbackStoreOptions): RateLimitStore {
  const redis = createRedisFallback({
    subject: "rate limits",
    fallbackName: "memory",
    isReady,
    logger,
  });

  return {
    kind: primary.kind,
    hit(key: string, windowMs: number, amount?: number): Promise<WindowCount> {
      return redis.attempt(
        () => primary.hit(key, windowMs, amount),
        () => fallback.hit(key, windowMs, amount),
      );
    },
    hitOnce(key: string, member: string, windowMs: number): Promise<WindowCount> {
      return redis.attempt(
        () => primary.hitOnce(key, member, windowMs),
        () => fallback.hitOnce(key, member, windowMs),
      );
    },
    peek(key: string): Promise<number> {
      return redis.attempt(
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
