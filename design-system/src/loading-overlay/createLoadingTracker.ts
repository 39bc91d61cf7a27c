import { useSyncExternalStore } from "react";

/**
 * A loading flag for work started outside a component (an API client, a
 * router loader): `tracker.withLoading(() => api.buy(plan))` marks the page
 * busy until the promise settles, and `useLoading(tracker)` feeds a
 * `LoadingOverlay`. Overlapping calls keep it busy until the last one ends.
 */
export interface LoadingTracker {
  /** Runs `work` (or waits for the promise), busy meanwhile; resolves or rejects like it. */
  withLoading<T>(work: Promise<T> | (() => Promise<T>)): Promise<T>;
  isLoading(): boolean;
  subscribe(listener: () => void): () => void;
}

export function createLoadingTracker(): LoadingTracker {
  let running = 0;
  const listeners = new Set<() => void>();
  const change = (delta: number) => {
    running += delta;
    for (const listener of [...listeners]) listener();
  };
  return {
    async withLoading(work) {
      change(1);
      try {
        return await (typeof work === "function" ? work() : work);
      } finally {
        change(-1);
      }
    },
    isLoading: () => running > 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

const notLoading = () => false;

/** Whether the tracker has work in flight; re-renders when that changes. */
export function useLoading(tracker: LoadingTracker): boolean {
  return useSyncExternalStore(tracker.subscribe, tracker.isLoading, notLoading);
}
