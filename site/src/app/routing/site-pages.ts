/**
 * SPEC.md §2's route table, once. `routes.ts` generates a route per page under
 * no prefix and under each of the 11 prefixes from it; prerendering, the
 * sitemap, robots.txt, the server's fallback rules and the crawl test read it
 * too, so a page added here exists everywhere at once.
 */

import { APP_TYPE, seededPlanIds } from "@mvpn/contract/constants";
import { LOCALE_CODES } from "@mvpn/design-system/locales";
import { BLOG_UNIKEYS, BLOG_USED_TAGS } from "../../content/blog/blog-index";
import { blogMorePageParams } from "../../content/blog/blog-pages";
import { HELP_ARTICLES, HELP_LOCALES } from "../../content/help/help-articles";

export type LayoutName = "default" | "blog" | "standalone";
export type Middleware = "auth" | "category";

export interface SitePage {
  /** The page name (SPEC.md §2: first segment after the locale, `home` when empty); also its message catalog. */
  name: string;
  /** Route path without the locale prefix; "" is the language root. */
  path: string;
  /** Route module, relative to `src/`. */
  file: string;
  layout: LayoutName;
  /** The navigation bar lies over the page's first section (SPEC.md §2). */
  transparentNav?: boolean;
  middleware?: readonly Middleware[];
  /**
   * `static`: prerendered with its content, listed in the sitemap.
   * `private`: not indexed, and its visitor's own data renders on the client (account, checkout).
   */
  render: "static" | "private";
  /**
   * For a path with a parameter: the values that exist; others answer 404.
   * An optional parameter (`:id?`) also has the path without it.
   */
  params?: readonly string[];
  /**
   * For a parameter whose values are content (a blog article, a tag): the
   * message key every value shares (`blog.article`) instead of one per value;
   * the page's own words come from the content.
   */
  messageKey?: string;
  /**
   * The languages the page is written in, when not all 11: English is the
   * path without a prefix (and `/en/…`), the others their prefix. Under any
   * other prefix the path is not found (the help centre, ADR 0028).
   */
  locales?: readonly string[];
}

/** SPEC.md §2: the known sub-pages under /download. */
export const DOWNLOAD_PRODUCTS = [
  "android",
  "apple-tv",
  "chrome",
  "ios",
  "lg-tv",
  "mac",
  "samsung-tv",
  "smart-tv",
  "windows",
] as const;
export type DownloadProduct = (typeof DOWNLOAD_PRODUCTS)[number];

/** SPEC.md §2: the known sub-pages under /vpn-server. */
export const SERVER_REGIONS = [
  "australia-vpn",
  "brazil-vpn",
  "canada-vpn",
  "france-vpn",
  "germany-vpn",
  "hongkong-vpn",
  "india-vpn",
  "indonesia-vpn",
  "italy-vpn",
  "japan-vpn",
  "korea-vpn",
  "singapore-vpn",
  "uk-vpn",
  "usa-vpn",
] as const;
export type ServerRegion = (typeof SERVER_REGIONS)[number];

/** The social-media use cases with a page of their own (SPEC.md §2 leaves the list open). */
export const SOCIAL_MEDIA_USE_CASES = [
  "facebook",
  "instagram",
  "tiktok",
  "whatsapp",
  "youtube",
  "x",
] as const;
export type SocialMediaUseCase = (typeof SOCIAL_MEDIA_USE_CASES)[number];

/**
 * The plans the web product sells, as the api seeds them (the contract's
 * SEEDED_PLAN_IDS): each has its prerendered checkout, any other id answers
 * 404 (issue #37). Only the ids: the prices come with the checkout's own code.
 */
export const CHECKOUT_PLAN_IDS: readonly string[] = seededPlanIds(APP_TYPE).map(String);

/** Blog categories; the category middleware answers 404 for any other. */
export const BLOG_CATEGORIES = ["privacy", "security", "streaming", "guides", "news"] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

const page = (entry: SitePage): SitePage => entry;

/** `/blog/more/2`, … (the first page is `/blog/more`): as many as the articles fill (blog-pages.ts). */
const BLOG_MORE_PAGES = blogMorePageParams(BLOG_UNIKEYS.length);

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
  page({
    name: "blog",
    path: "blog",
    file: "pages/blog/index.tsx",
    layout: "blog",
    middleware: ["category"],
    render: "static",
  }),
  page({
    name: "blog",
    path: "blog/more",
    file: "pages/blog/more.tsx",
    layout: "blog",
    middleware: ["category"],
    render: "static",
  }),
  page({
    name: "blog",
    path: "blog/more/:page",
    file: "pages/blog/more.tsx",
    layout: "blog",
    middleware: ["category"],
    render: "static",
    params: BLOG_MORE_PAGES,
    messageKey: "blog.more",
  }),
  page({
    name: "blog",
    path: "blog/search",
    file: "pages/blog/search.tsx",
    layout: "blog",
    middleware: ["category"],
    render: "static",
  }),
  page({
    name: "blog",
    path: "blog/category/:category",
    file: "pages/blog/category.tsx",
    layout: "blog",
    middleware: ["category"],
    render: "static",
    params: BLOG_CATEGORIES,
  }),
  page({
    name: "blog",
    path: "blog/tag/:tagId",
    file: "pages/blog/tag.tsx",
    layout: "blog",
    middleware: ["category"],
    render: "static",
    params: BLOG_USED_TAGS,
    messageKey: "blog.tag",
  }),
  page({
    name: "blog",
    path: "blog/:unikey",
    file: "pages/blog/article.tsx",
    layout: "blog",
    middleware: ["category"],
    render: "static",
    params: BLOG_UNIKEYS,
    messageKey: "blog.article",
  }),
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
  // Issue #37: SPEC.md §2's help centre, in English and Russian only (ADR 0028).
  page({
    name: "help",
    path: "help",
    file: "pages/help/index.tsx",
    layout: "default",
    render: "static",
    locales: HELP_LOCALES,
  }),
  page({
    name: "help",
    path: "help/:article",
    file: "pages/help/article.tsx",
    layout: "default",
    render: "static",
    params: HELP_ARTICLES,
    messageKey: "help.article",
    locales: HELP_LOCALES,
  }),
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

/** The languages a page exists in: its own list, or all 11. */
export function pageLocales(page: Pick<SitePage, "locales">): readonly string[] {
  return page.locales ?? LOCALE_CODES;
}

/** Message catalogs that are not pages but load with every page (SPEC.md §2), plus pages' shared ones. */
export const SHARED_CATALOGS = ["header", "location", "footer"] as const;

/** A route id that is unique across prefixes: `pricing/checkout/:id?` under `de` → `de:pricing/checkout/:id?`. */
export function routeId(entry: Pick<SitePage, "path">, prefix: string | null): string {
  return `${prefix ?? "root"}:${entry.path || "index"}`;
}
