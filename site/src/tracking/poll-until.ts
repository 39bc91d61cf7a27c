export interface PollOptions {
  intervalMs: number;
  /** Checks in all, the first one made at once. */
  maxTries: number;
  /** The rejection once every try came back empty. */
  timeoutError: () => Error;
  signal?: AbortSignal;
}

/**
 * Resolves with the first value `check` returns that is not undefined: it
 * checks at once, then every `intervalMs`, `maxTries` times in all, and then
 * rejects with `timeoutError()`. An aborted signal rejects with its reason and
 * stops the checks. The timers are plain setTimeout, so fake timers drive it.
 */
export function pollUntil<T>(
  check: () => T | undefined,
  { intervalMs, maxTries, timeoutError, signal }: PollOptions,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const attempt = () => {
      tries += 1;
      let value: T | undefined;
      try {
        value = check();
      } catch (error) {
        signal?.removeEventListener("abort", onAbort);
        reject(error);
        return;
      }
      if (value !== undefined) {
        signal?.removeEventListener("abort", onAbort);
        resolve(value);
      } else if (tries >= maxTries) {
        signal?.removeEventListener("abort", onAbort);
        reject(timeoutError());
      } else {
        timer = setTimeout(attempt, intervalMs);
      }
    };
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    signal?.addEventListener("abort", onAbort, { once: true });
    attempt();
  });
}
