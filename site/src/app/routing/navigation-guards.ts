/** SPEC.md §2 and §8: protocols that may never be navigated to. */
const DANGEROUS_PROTOCOL = /^(javascript|data|vbscript):/i;

export class NavigationError extends Error {
  override name = "NavigationError";
}

/**
 * SPEC.md §2 "Navigating to an external URL without explicit opt-in is an
 * error": the opt-in is this list, the other sites the site means to send a
 * visitor to. The app stores of the download pages (downloads.config.ts, the
 * page-links JSON); a test fails when those name a site not listed here. A
 * real payment provider's hosted page (the sandbox's are on this origin) is
 * added with its adapter.
 */
export const EXTERNAL_ORIGINS: readonly string[] = Object.freeze([
  "https://apps.apple.com",
  "https://play.google.com",
  "https://chromewebstore.google.com",
  "https://us.lgappstv.com",
  "https://www.samsung.com",
]);

/** True for `javascript:`, `data:` and `vbscript:` URLs, whatever their case or leading spaces. */
export function isDangerousUrl(url: string): boolean {
  // Browsers ignore leading whitespace and control characters (code ≤ 0x20) before the scheme.
  let start = 0;
  while (start < url.length && url.charCodeAt(start) <= 0x20) start += 1;
  return DANGEROUS_PROTOCOL.test(url.slice(start));
}

export interface NavigableOptions {
  /** The other sites this navigation may go to: EXTERNAL_ORIGINS unless the caller narrows it (`[]`: this site only). */
  allowedOrigins?: readonly string[];
}

/**
 * The one guard of every navigation (SPEC.md §8 "External or
 * dangerous-protocol navigation: throws an error"): the router's and the
 * window's (guarded-navigation.ts), /redirect's target, the auth
 * middleware's redirect and every link of the Markdown content. A dangerous
 * protocol always throws; another origin throws unless it is allowed.
 * Returns the target resolved against `origin`.
 */
export function assertNavigable(
  url: string,
  origin: string,
  { allowedOrigins = EXTERNAL_ORIGINS }: NavigableOptions = {},
): URL {
  if (isDangerousUrl(url))
    throw new NavigationError(`Navigation to a dangerous protocol is not allowed: ${url}`);
  const target = new URL(url, origin);
  if (target.origin !== origin && !allowedOrigins.includes(target.origin)) {
    throw new NavigationError(
      `Navigation to an external URL needs its site in EXTERNAL_ORIGINS (navigation-guards.ts): ${url}`,
    );
  }
  return target;
}

/**
 * A full-page navigation, guarded: the compatibility reload, a language
 * switch before React, a provider's hosted page. Free of React, for the
 * landing chunk and the api's ui port.
 */
export function leavePageFor(url: string, { replace = false }: { replace?: boolean } = {}): void {
  const target = assertNavigable(url, window.location.origin).href;
  if (replace) window.location.replace(target);
  else window.location.assign(target);
}

/** SPEC.md §8: an error status outside 100–999 is not valid; the default error status is 500. */
export function normalizeErrorStatus(status: number | null | undefined): number {
  return typeof status === "number" && Number.isInteger(status) && status >= 100 && status <= 999
    ? status
    : 500;
}
