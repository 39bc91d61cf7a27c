/**
 * SPEC.md §2's path rules, answered by the server for a first visit the way
 * the site's router answers them on navigation (site/src/app/routing/paths.ts):
 * a double slash collapses to one; `/home` and `/{lang}/home` go to the
 * language root. Returns the target (query kept) or undefined. Only an
 * origin-form target ("/…") is ever redirected: collapsing the slashes of
 * an absolute-form one ("http://evil.example/") would answer
 * "http:/evil.example/", which a browser on an https page takes for
 * http://evil.example/ (issue #35).
 */
export function pageRedirect(url: string, locales: readonly string[]): string | undefined {
  if (!url.startsWith("/")) return undefined;
  const cut = url.search(/[?#]/);
  const pathname = cut === -1 ? url : url.slice(0, cut);
  const rest = cut === -1 ? "" : url.slice(cut);
  // Collapsing first also defuses "//evil.example" (a protocol-relative URL) as a Location.
  const collapsed = pathname.replace(/\/{2,}/g, "/");
  const home = collapsed.match(/^(?:\/([a-z]{2}))?\/home\/?$/);
  if (home && (!home[1] || locales.includes(home[1])))
    return `${home[1] ? `/${home[1]}` : "/"}${rest}`;
  return collapsed === pathname ? undefined : `${collapsed}${rest}`;
}
