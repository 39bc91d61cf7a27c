/** SPEC.md §2 and §8: protocols that may never be navigated to. */
const DANGEROUS_PROTOCOL = /^(javascript|data|vbscript):/i;

export class NavigationError extends Error {
  override name = "NavigationError";
}

/** True for `javascript:`, `data:` and `vbscript:` URLs, whatever their case or leading spaces. */
export function isDangerousUrl(url: string): boolean {
  // Browsers ignore leading whitespace and control characters (code ≤ 0x20) before the scheme.
  let start = 0;
  while (start < url.length && url.charCodeAt(start) <= 0x20) start += 1;
  return DANGEROUS_PROTOCOL.test(url.slice(start));
}

/**
 * Checks a navigation target: a dangerous protocol always throws; an external
 * URL throws unless the caller opted in (SPEC.md §8 "External or
 * dangerous-protocol navigation: throws an error").
 */
export function assertNavigable(
  url: string,
  origin: string,
  options: { external?: boolean } = {},
): void {
  if (isDangerousUrl(url))
    throw new NavigationError(`Navigation to a dangerous protocol is not allowed: ${url}`);
  const target = new URL(url, origin);
  if (target.origin !== origin && !options.external) {
    throw new NavigationError(`Navigation to an external URL needs { external: true }: ${url}`);
  }
}

/** SPEC.md §8: an error status outside 100–999 is not valid; the default error status is 500. */
export function normalizeErrorStatus(status: number | null | undefined): number {
  return typeof status === "number" && Number.isInteger(status) && status >= 100 && status <= 999
    ? status
    : 500;
}
