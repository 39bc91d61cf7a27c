/** The part of a pino/Fastify logger a fallback reports its switches to. */
export interface FallbackLogger {
  warn(object: object, message: string): void;
  info(message: string): void;
}

export interface RedisFallbackOptions {
  /** What depends on Redis, as the log names it ("rate limits", "bot tokens"). */
  subject: string;
  /** Where the work goes meanwhile, as the log names it ("memory", "the database"). */
  fallbackName: string;
  /** Whether Redis's connection is up now: when it is not, don't wait for its retries. */
  isReady: () => boolean;
  logger?: FallbackLogger;
}

export interface RedisFallback {
  /**
   * Runs `onPrimary` (Redis) when its connection is up and it succeeds;
   * otherwise `onFallback`. An error of `onFallback` is the caller's.
   */
  attempt<T>(onPrimary: () => Promise<T>, onFallback: () => Promise<T>): Promise<T>;
}

/**
 * What depends on Redis must never take the api down with it (issue #19):
 * when Redis is unreachable or a command fails, do the work elsewhere, say so
 * once in the log ("<subject>: redis unavailable, using <fallbackName>"), and
 * go back to Redis, saying so once too, as soon as a command succeeds there
 * again. The rate limits (rate-limit/fallback-store.ts) and the used bot
 * tokens (bot-protection/used-tokens.ts) each have one.
 */
export function createRedisFallback({
  subject,
  fallbackName,
  isReady,
  logger,
}: RedisFallbackOptions): RedisFallback {
  let degraded = false;

  const degrade = (error?: unknown) => {
    if (degraded) return;
    degraded = true;
    logger?.warn({ err: error }, `${subject}: redis unavailable, using ${fallbackName}`);
  };
  const recover = () => {
    if (!degraded) return;
    degraded = false;
    logger?.info(`${subject}: redis available again`);
  };

  return {
    async attempt<T>(onPrimary: () => Promise<T>, onFallback: () => Promise<T>): Promise<T> {
      if (!isReady()) {
        degrade();
        return onFallback();
      }
      let result: T;
      try {
        result = await onPrimary();
      } catch (error) {
        degrade(error);
        return onFallback();
      }
      recover();
      return result;
    },
  };
}
