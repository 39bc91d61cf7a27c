import { useCallback } from "react";
import { type NavigateOptions, useNavigate } from "react-router";
import { assertNavigable } from "./navigation-guards";

/**
 * The router's navigate, guarded (navigation-guards.ts): every programmatic
 * navigation within the app goes through here or through `leavePageFor`, so
 * SPEC.md §2/§8's rule holds for all of them. site/test/navigation-guard.test.ts
 * fails on a `useNavigate` or a `location.assign/replace` anywhere else.
 */
export function useGuardedNavigate(): (to: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  return useCallback(
    (to: string, options?: NavigateOptions) => {
      assertNavigable(to, window.location.origin);
      void navigate(to, options);
    },
    [navigate],
  );
}
