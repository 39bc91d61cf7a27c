/**
 * SPEC.md §2's route table, once. `routes.ts` generates a route per page under
 * no prefix and under each of the 11 prefixes from it; prerendering, the
 * sitemap, robots.txt, the server's fallback rules and the crawl test read it
 * too, so a page added here exists everywhere at once.
 */

import { BLOG_SITE_PAGES } from "./blog-site-pages";
import { HELP_SITE_PAGES } from "./help-site-pages";
import {
  CHECKOUT_PLAN_IDS,
  DOWNLOAD_PRODUCTS,
  SERVER_REGIONS,
  SOCIAL_MEDIA_USE_CASES,
} from "./page-params";
import { page, type SitePage } from "./site-page";

// The table's parts, named where the rest of the site looks for them.
export * from "./page-params";
export type { LayoutName, Middleware, SitePage } from "./site-page";
export { pageLocales } from "./site-page";

export const SITE_PAGES: readonly SitePage[] = [
  page({
    name: "home",
    path: "",
    file: "pages/home.tsx",
    layout: "default",
    transparentNav: true,
    render: "static",
  }),
  page({
    name: "404",
    path: "404",
    file: "pages/not-found.tsx",
    layout: "default",
    render: "private",
  }),
  page({
    name: "aboutus",
    path: "aboutus",
    file: "pages/aboutus.tsx",
    layout: "default",
    render: "static",
  }),
  page({
    name: "affiliate",
    path: "affiliate",
    file: "pages/affiliate.tsx",
    layout: "default",
    transparentNav: true,
    render: "static",
  }),
  ...BLOG_SITE_PAGES,
  page({
    name: "contact-us",
    path: "contact-us",
    file: "pages/contact-us.tsx",
    layout: "default",
    render: "static",
  }),
  page({
    name: "download",
    path: "download",
    file: "pages/download/index.tsx",
    layout: "default",
    render: "static",
  }),
  page({
    name: "download",
    path: "download/:product",
    file: "pages/download/product.tsx",
    layout: "default",
    render: "static",
    params: DOWNLOAD_PRODUCTS,
  }),
  page({
    name: "features",
    path: "features",
    file: "pages/features.tsx",
    layout: "default",
    transparentNav: true,
    render: "static",
  }),
  page({
    name: "forgetpassword",
    path: "forgetpassword",
    file: "pages/forgetpassword.tsx",
    layout: "standalone",
    render: "private",
  }),
  // Issue #37: SPEC.md §2's help centre.
  ...HELP_SITE_PAGES,
  page({
    name: "login",
    path: "login",
    file: "pages/login.tsx",
    layout: "standalone",
    render: "private",
  }),
  page({
    name: "myaccount",
    path: "myaccount",
    file: "pages/myaccount.tsx",
    layout: "default",
    // Issue #13: signed out → /login, and back after sign-in (SPEC.md §6: a signed-in user's page).
    middleware: ["auth"],
    render: "private",
  }),
  page({
    name: "paystatus",
    path: "paystatus",
    file: "pages/paystatus.tsx",
    layout: "standalone",
    render: "private",
  }),
  page({
    name: "paysuc",
    path: "paysuc",
    file: "pages/paysuc.tsx",
    layout: "standalone",
    middleware: ["auth"],
    render: "private",
  }),
  // SPEC.md §2 "Other page names that carry translation files: … policy": the
  // privacy policy the terms and the footer link to (issue #16).
  page({
    name: "policy",
    path: "policy",
    file: "pages/policy.tsx",
    layout: "default",
    render: "static",
  }),
  page({
    name: "press-room",
    path: "press-room",
    file: "pages/press-room.tsx",
    layout: "default",
    transparentNav: true,
    render: "static",
  }),
  page({
    name: "pricing",
    path: "pricing",
    file: "pages/pricing.tsx",
    layout: "default",
    render: "static",
  }),
  page({
    name: "pricing",
    path: "pricing/checkout/:id?",
    file: "pages/checkout.tsx",
    layout: "standalone",
    render: "private",
    // Prerendered per plan the web product sells, with its price and the form (issue #34);
    // any other id answers 404 (issue #37).
    params: CHECKOUT_PLAN_IDS,
    messageKey: "pricing.checkout",
  }),
  page({
    name: "redirect",
    path: "redirect",
    file: "pages/redirect.tsx",
    layout: "standalone",
    render: "private",
  }),
  page({
    name: "termsuse",
    path: "termsuse",
    file: "pages/termsuse.tsx",
    layout: "default",
    render: "static",
  }),
  page({
    name: "vpn-for-social-media",
    path: "vpn-for-social-media",
    file: "pages/social-media/index.tsx",
    layout: "default",
    transparentNav: true,
    render: "static",
  }),
  page({
    name: "vpn-for-social-media",
    path: "vpn-for-social-media/:id",
    file: "pages/social-media/use-case.tsx",
    layout: "default",
    render: "static",
    params: SOCIAL_MEDIA_USE_CASES,
  }),
  page({
    name: "vpn-server",
    path: "vpn-server",
    file: "pages/vpn-server/index.tsx",
    layout: "default",
    transparentNav: true,
    render: "static",
  }),
  page({
    name: "vpn-server",
    path: "vpn-server/:region",
    file: "pages/vpn-server/region.tsx",
    layout: "default",
    transparentNav: true,
    render: "static",
    params: SERVER_REGIONS,
  }),
  page({
    name: "vpn-trial",
    path: "vpn-trial",
    file: "pages/vpn-trial.tsx",
    layout: "default",
    render: "static",
  }),
  page({
    name: "webrtc-leak-test",
    path: "webrtc-leak-test",
    file: "pages/webrtc-leak-test.tsx",
    layout: "default",
    render: "static",
  }),
  page({
    name: "what-is-my-ip",
    path: "what-is-my-ip",
    file: "pages/what-is-my-ip.tsx",
    layout: "default",
    render: "static",
  }),
  page({
    name: "what-is-vpn",
    path: "what-is-vpn",
    file: "pages/what-is-vpn.tsx",
    layout: "default",
    transparentNav: true,
    render: "static",
  }),
];

/** Message catalogs that are not pages but load with every page (SPEC.md §2), plus pages' shared ones. */
export const SHARED_CATALOGS = ["header", "location", "footer"] as const;

/** A route id that is unique across prefixes: `pricing/checkout/:id?` under `de` → `de:pricing/checkout/:id?`. */
export function routeId(entry: Pick<SitePage, "path">, prefix: string | null): string {
  return `${prefix ?? "root"}:${entry.path || "index"}`;
}
