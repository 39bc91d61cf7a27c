/**
 * The origin of canonical URLs, hreflang alternates, Open Graph and the
 * sitemap. Set `VITE_SITE_ORIGIN` when building for a product domain; the
 * default is a reserved example domain so that a local build never claims a
 * real site's URLs.
 */
export const SITE_ORIGIN: string = (
  import.meta.env?.VITE_SITE_ORIGIN || "https://www.mvpn.example"
).replace(/\/$/, "");

export const SITE_NAME = "mVPN";
