/** SPEC.md §7: statuses worth one more try. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([
  408, 409, 425, 429, 500, 502, 503, 504,
]);

/**
 * SPEC.md §7 names PATCH, POST, PUT and DELETE as never retried: a second POST
 * could buy twice. Only methods without side effects get the retry.
 */
const RETRIED_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"]);

export const MAX_RETRIES = 1;

/**
 * Not in SPEC.md: a short pause so that the one retry does not land in the
 * same overloaded moment as the failure.
 */
export const RETRY_DELAY_MS = 300;

export function shouldRetry(
  method: string | undefined,
  status: number,
  retriesDone: number,
): boolean {
  return (
    retriesDone < MAX_RETRIES &&
    RETRIED_METHODS.has((method ?? "GET").toUpperCase()) &&
    RETRY_STATUSES.has(status)
  );
}
