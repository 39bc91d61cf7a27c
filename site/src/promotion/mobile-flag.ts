import { mediaQueries } from "@mvpn/tokens";

/** SPEC.md §4 and §9: the mobile breakpoint, 768px; mobile is below it. */
export const DESKTOP_QUERY = mediaQueries.md;

type MatchMedia = (query: string) => MediaQueryList;

const browserMatchMedia = (): MatchMedia | undefined =>
  typeof window === "undefined" || typeof window.matchMedia !== "function"
    ? undefined
    : window.matchMedia.bind(window);

/**
 * SPEC.md §4 "The mobile flag follows a media query at min-width 768px":
 * mobile is true when `(min-width: 768px)` does not match. Without a window
 * (server rendering) the flag is false, the desktop layout the HTML is built for.
 */
export function isMobile(matchMedia: MatchMedia | undefined = browserMatchMedia()): boolean {
  return matchMedia ? !matchMedia(DESKTOP_QUERY).matches : false;
}

/** Calls `onChange` with the new flag whenever the viewport crosses 768px; returns the unsubscribe. */
export function watchMobile(
  onChange: (mobile: boolean) => void,
  matchMedia: MatchMedia | undefined = browserMatchMedia(),
): () => void {
  if (!matchMedia) return () => undefined;
  const query = matchMedia(DESKTOP_QUERY);
  const listener = (event: MediaQueryListEvent) => onChange(!event.matches);
  query.addEventListener("change", listener);
  return () => query.removeEventListener("change", listener);
}
