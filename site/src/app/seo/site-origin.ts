/**
 * The origin of canonical URLs, hreflang alternates, Open Graph and the
 * sitemap. Set `VITE_SITE_ORIGIN` when building for a product domain; the
 * default is a reserved example domain so that a local build never claims a
 * real site's URLs.
 */
// Marked pure: a module that imports this one but uses nothing of it in the
// browser (a page's structured data, built while prerendering only) is then
// dropped from the client chunks instead of loaded for a side effect it has not.
export const SITE_ORIGIN: string = /* @__PURE__ */ (
  import.meta.env?.VITE_SITE_ORIGIN || "https://www.mvpn.example"
).replace(/\/$/, "");

export const SITE_NAME = "mVPN";
