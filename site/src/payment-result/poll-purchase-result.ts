import { isEnvelope } from "../api/envelope";
import type { OrderResult } from "../api/types";
import { isOpenOrder } from "./payment-state";

/**
 * docs/payments.md "How the site learns the result (polling)": at once, then
 * every 2 s for the first 30 s, then every 5 s up to 5 minutes in all.
 */
export const POLL_TIMING = {
  fastIntervalMs: 2_000,
  fastPhaseMs: 30_000,
  slowIntervalMs: 5_000,
  budgetMs: 5 * 60_000,
  /** The first calls failing in a row that mean "we cannot reach the api". */
  unreachableAfter: 3,
} as const;

export type PollEvent =
  /** An answer; `final` when polling stops at it. */
  | { type: "answer"; result: OrderResult; final: boolean }
  /** Still open after 5 minutes: polling stops, the order is settled server side anyway. */
  | { type: "waiting" }
  /** The first calls all failed (network, 5xx): nothing is known yet. */
  | { type: "unreachable" }
  /** An answer no further call can change (404 "Order not found.", a signed-out session). */
  | { type: "failed"; reason: unknown };

/** Whether the tab is hidden, and news when that changes. */
export interface Visibility {
  isHidden(): boolean;
  /** Returns the unsubscribe. */
  onChange(listener: () => void): () => void;
}

export interface PollOptions {
  fetchResult(): Promise<OrderResult>;
  onEvent(event: PollEvent): void;
  visibility?: Visibility;
  now?: () => number;
}

export interface Poll {
  stop(): void;
}

/** The page's visibility (document.visibilityState). */
export const documentVisibility: Visibility = {
  isHidden: () => document.visibilityState === "hidden",
  onChange(listener) {
    document.addEventListener("visibilitychange", listener);
    return () => document.removeEventListener("visibilitychange", listener);
  },
};

/**
 * A failure worth another try on the next tick: no answer at all (network,
 * timeout), or the api's own trouble (5xx, 408, 429). A 4xx answer, or a
 * session code, says something about the request that another call will not
 * change.
 */
export function isTransientFailure(reason: unknown): boolean {
  if (!isEnvelope(reason)) return true;
  const { code } = reason;
  return (code >= 500 && code <= 599) || code === 408 || code === 429;
}

/**
 * Polls an order's purchase_result until it is final, never with more than
 * one call in flight. Time is counted while the tab is visible: a hidden tab
 * pauses the polling, and its return calls at once. The first call is made at
 * once whatever the tab, since it usually settles everything (the sandbox and
 * most providers decide before they send the buyer back).
 */
export function pollPurchaseResult({
  fetchResult,
  onEvent,
  visibility = documentVisibility,
  now = () => Date.now(),
}: PollOptions): Poll {
  const startedAt = now();
  let hiddenMs = 0;
  let hiddenSince: number | null = visibility.isHidden() ? startedAt : null;
  let stopped = false;
  let inFlight = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** A call is due and waits for the tab to come back. */
  let dueWhenVisible = false;
  let answered = false;
  let failuresInARow = 0;

  /** Visible time since the start. */
  const elapsed = () =>
    now() - startedAt - hiddenMs - (hiddenSince === null ? 0 : now() - hiddenSince);

  const finish = (event?: PollEvent) => {
    stop();
    if (event) onEvent(event);
  };

  const call = async () => {
    if (stopped || inFlight) return;
    inFlight = true;
    dueWhenVisible = false;
    const calledAt = elapsed();
    let result: OrderResult;
    try {
      result = await fetchResult();
    } catch (reason) {
      inFlight = false;
      if (stopped) return;
      if (!isTransientFailure(reason)) return finish({ type: "failed", reason });
      failuresInARow += 1;
      if (!answered && failuresInARow >= POLL_TIMING.unreachableAfter) {
        return finish({ type: "unreachable" });
      }
      return scheduleAfter(calledAt);
    }
    inFlight = false;
    if (stopped) return;
    answered = true;
    failuresInARow = 0;
    const open = isOpenOrder(result);
    if (!open) return finish({ type: "answer", result, final: true });
    onEvent({ type: "answer", result, final: false });
    if (!stopped) scheduleAfter(calledAt);
  };

  /** The next call, counted from the start of the last one; none past the 5 minutes. */
  const scheduleAfter = (calledAt: number) => {
    const interval =
      calledAt < POLL_TIMING.fastPhaseMs ? POLL_TIMING.fastIntervalMs : POLL_TIMING.slowIntervalMs;
    const nextAt = calledAt + interval;
    if (nextAt > POLL_TIMING.budgetMs) return finish({ type: "waiting" });
    if (visibility.isHidden()) {
      dueWhenVisible = true;
      return;
    }
    timer = setTimeout(
      () => {
        timer = undefined;
        if (visibility.isHidden()) dueWhenVisible = true;
        else void call();
      },
      Math.max(0, nextAt - elapsed()),
    );
  };

  const onVisibilityChange = () => {
    if (stopped) return;
    if (visibility.isHidden()) {
      hiddenSince ??= now();
      if (timer !== undefined) {
        clearTimeout(timer);
        timer = undefined;
        dueWhenVisible = true;
      }
      return;
    }
    if (hiddenSince !== null) {
      hiddenMs += now() - hiddenSince;
      hiddenSince = null;
    }
    if (dueWhenVisible) void call();
  };

  const unsubscribe = visibility.onChange(onVisibilityChange);

  function stop() {
    if (stopped) return;
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    unsubscribe();
  }

  void call();
  return { stop };
}
