import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from "react";

export interface AsyncAction<Args extends unknown[], Result> {
  /**
   * Runs the action. Resolves to its result, or to `undefined` when it failed:
   * the failure is in `error`, so `onClick={run}` never leaves a rejection unhandled.
   */
  run: (...args: Args) => Promise<Result | undefined>;
  /** True while at least one run has not settled. */
  pending: boolean;
  /** What the last failed run threw; cleared when a new run starts. */
  error: unknown;
  /** Forgets the error. */
  reset: () => void;
}

interface State {
  running: number;
  error: unknown;
}

type Event =
  | { type: "start" }
  | { type: "fail"; error: unknown }
  | { type: "settle" }
  | { type: "reset" };

function reduce(state: State, event: Event): State {
  switch (event.type) {
    case "start":
      return { running: state.running + 1, error: undefined };
    case "fail":
      return { ...state, error: event.error };
    case "settle":
      return { ...state, running: Math.max(0, state.running - 1) };
    case "reset":
      return { ...state, error: undefined };
  }
}

/**
 * Tracks an asynchronous callback so a `LoadingOverlay` (or a button's
 * spinner) shows while it runs: `const { run, pending } = useAsyncAction(buy)`.
 * `run` keeps its identity across renders and always calls the latest `action`.
 */
export function useAsyncAction<Args extends unknown[], Result>(
  action: (...args: Args) => Promise<Result> | Result,
): AsyncAction<Args, Result> {
  const [state, dispatch] = useReducer(reduce, { running: 0, error: undefined });
  const latest = useRef(action);
  useLayoutEffect(() => {
    latest.current = action;
  });
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async (...args: Args): Promise<Result | undefined> => {
    dispatch({ type: "start" });
    try {
      return await latest.current(...args);
    } catch (error) {
      if (mounted.current) dispatch({ type: "fail", error });
      return undefined;
    } finally {
      if (mounted.current) dispatch({ type: "settle" });
    }
  }, []);

  const reset = useCallback(() => dispatch({ type: "reset" }), []);
  return { run, pending: state.running > 0, error: state.error, reset };
}
