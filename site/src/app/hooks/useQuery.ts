import {
  type DependencyList,
  useCallback,
  useEffect,
  useEffectEvent,
  useMemo,
  useState,
} from "react";

/**
 * - `idle`: nothing asked (`enabled` is false);
 * - `loading`: an answer is awaited (from the first render when enabled, and again after a
 *   change of `deps` or a retry);
 * - `ready`: `data` is the latest answer (or what `setData` put there since);
 * - `failed`: the latest ask failed; `data` is still what was shown before it.
 */
export type QueryStatus = "idle" | "loading" | "ready" | "failed";

type QueryState<T, Shown> =
  | { status: "idle" | "loading"; data: Shown; error: undefined }
  | { status: "ready"; data: T; error: undefined }
  | { status: "failed"; data: Shown; error: unknown };

export type Query<T, Shown = T | undefined> = QueryState<T, Shown> & {
  /** Asks again with the same `deps`: the state goes back to `loading`, `data` stays shown. */
  retry: () => void;
  /** Replaces the answer after a change the page made itself (a device unbound, an address bound). */
  setData: (next: T | ((shown: Shown) => T)) => void;
};

export interface QueryOptions {
  /**
   * False: nothing is asked and the state is `idle`. Read on every render; a
   * condition only the browser knows (the session, the address's query) goes
   * through `useHydrated()` first, so the prerendered HTML and the hydrating
   * render start from the same state.
   */
  enabled?: boolean;
}

/**
 * The site's one way to read data after hydration (issue #36): the api, a
 * lazily loaded chunk, a JSON file. `load` runs after the first render and
 * again whenever `deps` change (as `useEffect`'s) or `retry()` is called.
 * Only the latest ask is applied: an answer that arrives after the
 * component unmounted, after `deps` changed or after a retry is dropped, and
 * the `signal` given to `load` is aborted at that moment, so `load` can stop
 * a side effect of its own (a redirect) or hand it to the call.
 *
 * `initialData` is shown from the first render on (the prerendered list the
 * live one replaces); without it `data` is `undefined` until the first answer.
 */
export function useQuery<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
  options?: QueryOptions,
): Query<T>;
export function useQuery<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
  options: QueryOptions & { initialData: T | (() => T) },
): Query<T, T>;
export function useQuery<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
  { enabled = true, initialData }: QueryOptions & { initialData?: T | (() => T) } = {},
): Query<T, T | undefined> {
  const [state, setState] = useState<QueryState<T, T | undefined>>(() => ({
    status: enabled ? "loading" : "idle",
    data: typeof initialData === "function" ? (initialData as () => T)() : initialData,
    error: undefined,
  }));
  const [round, setRound] = useState(0);
  // The latest `load` (and what it closes over) without asking again on every render.
  const ask = useEffectEvent(load);

  // `deps` are the caller's, as for useEffect; a new `round` is a retry.
  useEffect(() => {
    if (!enabled) {
      setState((shown) => ({ status: "idle", data: shown.data, error: undefined }));
      return;
    }
    const asking = new AbortController();
    setState((shown) =>
      shown.status === "loading"
        ? shown
        : { status: "loading", data: shown.data, error: undefined },
    );
    ask(asking.signal).then(
      (data) => {
        if (!asking.signal.aborted) setState({ status: "ready", data, error: undefined });
      },
      (error: unknown) => {
        if (!asking.signal.aborted)
          setState((shown) => ({ status: "failed", data: shown.data, error }));
      },
    );
    return () => asking.abort();
  }, [enabled, round, ...deps]);

  const retry = useCallback(() => setRound((count) => count + 1), []);
  const setData = useCallback((next: T | ((shown: T | undefined) => T)) => {
    setState((shown) => ({
      status: "ready",
      data: typeof next === "function" ? (next as (shown: T | undefined) => T)(shown.data) : next,
      error: undefined,
    }));
  }, []);
  return useMemo(() => ({ ...state, retry, setData }), [state, retry, setData]);
}
