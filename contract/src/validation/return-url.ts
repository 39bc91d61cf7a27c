/**
 * The origin a return path is resolved against. Any origin would do: a path
 * is on the site's origin exactly when it resolves onto this one, whatever
 * the site's real address is.
 */
const SITE = "http://same.invalid";

// Whitespace, control characters (below 0x20, and DEL) and backslashes have no
// place in a path: a URL parser drops tabs and newlines, and a browser reads
// "\" as "/", so each can turn "/x" into "//host".
const isNotInAPath = (char: string) => {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f || char === "\\" || /\s/.test(char);
};

/**
 * `value` resolved as a path of this site, e.g. "/a/../paystatus?x=1" →
 * "/paystatus?x=1"; null when it is not one. The test is a URL parse, not
 * string rules: the value must resolve onto the site's origin, and so must
 * the path it resolves to, read again. That second reading is what a browser
 * does with a Location header or a link: "/.//evil.com", "/a/..//evil.com"
 * and "/%2e//evil.com" all resolve to the path "//evil.com", which is another
 * host (issue #35, finding 1).
 */
export function sameOriginPath(value: string): string | null {
  if (!value.startsWith("/") || [...value].some(isNotInAPath)) return null;
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return null;
  }
  if (url.origin !== SITE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (path.startsWith("//") || new URL(path, SITE).origin !== SITE) return null;
  return path;
}

/**
 * A same-origin path, such as "/de/paystatus": what a purchase's return_url
 * and /login's redirect may be. Never another origin (`//evil.example`,
 * `https://…`, `/\evil`, `/.//evil.example`): an open redirect would let
 * anyone bounce buyers to a look-alike site. See sameOriginPath.
 */
export function isSameOriginPath(value: string): boolean {
  return sameOriginPath(value) !== null;
}
