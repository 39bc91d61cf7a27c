import { vi } from "vitest";
import type { OrderResult } from "../../api/types";
import { type PollEvent, pollPurchaseResult, type Visibility } from "../poll-purchase-result";

/** The polling tests' doubles: a tab, the api's replies in turn, and the clock's seconds. */
export const envelope = (code: number, message = "") => ({ code, message, data: null });
export const networkError = () =>
  Object.assign(new Error("Network Error"), { code: "ERR_NETWORK" });

/** A tab whose visibility the test switches. */
export function fakeVisibility(hidden = false) {
  const listeners = new Set<() => void>();
  const visibility: Visibility = {
    isHidden: () => hidden,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const set = (value: boolean) => {
    hidden = value;
    for (const listener of listeners) listener();
  };
  return { visibility, hide: () => set(true), show: () => set(false), listeners };
}

/** Starts a poll whose calls answer in turn from `replies` (the last one repeats). */
export function startPoll(
  replies: Array<OrderResult | { reject: unknown } | (() => Promise<OrderResult>)>,
  visibility = fakeVisibility().visibility,
) {
  const events: PollEvent[] = [];
  let index = 0;
  const fetchResult = vi.fn(() => {
    const reply = replies[Math.min(index, replies.length - 1)];
    index += 1;
    if (typeof reply === "function") return reply();
    if (reply && "reject" in reply) return Promise.reject(reply.reject);
    return Promise.resolve(reply as OrderResult);
  });
  const poll = pollPurchaseResult({
    fetchResult,
    onEvent: (event) => events.push(event),
    visibility,
  });
  return { poll, fetchResult, events };
}

export const seconds = (s: number) => vi.advanceTimersByTimeAsync(s * 1000);
