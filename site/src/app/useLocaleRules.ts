import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { readLocaleCookie } from "./locale-cookie";
import { useGuardedNavigate } from "./routing/guarded-navigation";
import { nextPath } from "./routing/next-path";

/** Applies SPEC.md §2's routing and locale rules (routing/next-path.ts) on every client navigation. */
export function useLocaleRules(): void {
  const location = useLocation();
  const navigate = useGuardedNavigate();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const path = `${location.pathname}${location.search}${location.hash}`;
    const target = nextPath(path, previous.current, {
      cookie: readLocaleCookie(),
      browserLanguages: navigator.languages,
    });
    previous.current = path;
    if (target && target !== path) navigate(target, { replace: true });
  }, [location, navigate]);
}
