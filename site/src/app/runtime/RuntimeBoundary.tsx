import { Component, type ReactNode } from "react";
import { isChunkLoadError, shouldReloadForChunkError } from "./chunk-guard";

type GuardWindow = {
  location: Pick<Location, "pathname" | "reload">;
  sessionStorage: Pick<Storage, "getItem" | "setItem">;
};

/**
 * What a failure of the runtime layer does: a chunk that failed to load
 * reloads the page once under SPEC.md §4's guard; past the guard (the same
 * failure within 10 s), or for any other error, the page goes on without the
 * runtime. Returns which it did.
 */
export function recoverFromRuntimeError(
  error: unknown,
  win: GuardWindow = window,
  now: number = Date.now(),
): "reload" | "without-runtime" {
  if (
    isChunkLoadError(error) &&
    shouldReloadForChunkError(win.location.pathname, now, win.sessionStorage)
  ) {
    win.location.reload();
    return "reload";
  }
  // React reports the error itself (its onCaughtError logs it to the console).
  return "without-runtime";
}

/**
 * Around the runtime layer (ClientRuntime). What it adds (promotions, toasts,
 * prompts, the api's dialogs) is not the page: when it fails, the page a
 * visitor is reading stays. Without this boundary the failure reached the
 * root's, whose error view mounts the frame, and with it the runtime layer,
 * again: a chunk that stayed missing failed in a loop, a spinner in place of
 * the page (found by the chunk guard's end-to-end test).
 */
export class RuntimeBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    recoverFromRuntimeError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
