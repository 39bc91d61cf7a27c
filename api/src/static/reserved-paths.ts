/**
 * Paths the api owns. They are never looked up in the site folder, and an
 * unknown one answers a JSON 404 rather than the site's not-found page.
 */
const API_PREFIXES = ["/api", "/ws", "/l10n", "/healthz"] as const;

export function isApiPath(urlPath: string): boolean {
  return API_PREFIXES.some((prefix) => urlPath === prefix || urlPath.startsWith(`${prefix}/`));
}

/** The path of a request URL, without its query string or fragment. */
export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}
