import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { readLocaleCookie } from "../locale-cookie";
import { decideLocale, keepPreviousLocale } from "./locale-decision";
import { collapseSlashes, homeRedirect } from "./paths";

/**
 * SPEC.md §2's routing and locale rules on every client navigation: a double
 * slash collapses, `{lang}/home` goes to the language root, a visitor whose
 * cookie or browser language is not English goes to the prefixed path
 * (steps 2–3), and after the first render a page without a prefix keeps the
 * previous page's language (step 4). Query and hash are kept throughout.
 */
export function useLocaleRules(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const path = `${location.pathname}${location.search}${location.hash}`;
    const target = nextPath(path, previous.current);
    previous.current = path;
    if (target && target !== path) navigate(target, { replace: true });
  }, [location, navigate]);
}

/** The pure decision behind the hook, in SPEC.md's order; null means stay. */
export function nextPath(path: string, previousPath: string | null): string | null {
  const collapsed =
    collapseSlashes(path.replace(/[?#].*$/, "")) + path.slice(path.search(/[?#]|$/));
  if (collapsed !== path) return collapsed;
  const home = homeRedirect(path);
  if (home) return home;
  const kept = keepPreviousLocale(previousPath, path);
  if (kept) return kept;
  const decision = decideLocale({
    path,
    cookie: readLocaleCookie(),
    browserLanguages: typeof navigator === "undefined" ? [] : navigator.languages,
  });
  return decision.redirect;
}
