import { pollUntil } from "./poll-until";

/** SPEC.md §9 "Page-show IP poll 1 s, up to 10 tries". */
export const PAGE_SHOW_POLL_MS = 1000;
export const PAGE_SHOW_MAX_TRIES = 10;
export const PAGE_SHOW_EVENT = "page_show";

export interface PageShowOptions {
  /** The visitor's IP from the geo store, empty until the geo fetch answered. */
  ip: () => string | null | undefined;
  /** Sends `page_show` (e.g. `() => analytics.track("page_show", { page })`). */
  send: () => void;
  /** Aborted when the visitor leaves for another page before the IP is known. */
  signal?: AbortSignal;
}

/**
 * Sends `page_show` once the visitor's IP is known (SPEC.md §3 events carry
 * `ip`): checked at once and then every second, 10 checks in all. Without an
 * IP after the tenth check no page_show is sent, as SPEC.md §9 bounds the
 * wait; the promise tells whether it was sent.
 */
export async function schedulePageShow({ ip, send, signal }: PageShowOptions): Promise<boolean> {
  try {
    await pollUntil(() => ip() || undefined, {
      intervalMs: PAGE_SHOW_POLL_MS,
      maxTries: PAGE_SHOW_MAX_TRIES,
      timeoutError: () => new Error("page_show: the visitor's IP stayed unknown"),
      signal,
    });
  } catch {
    return false;
  }
  send();
  return true;
}
