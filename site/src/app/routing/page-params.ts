/**
 * The values a page's path parameter can take (SPEC.md §2's known sub-pages,
 * the plans on sale, the blog's categories): any other value answers 404.
 */

import { APP_TYPE, seededPlanIds } from "@mvpn/contract/constants";
import type { Platform } from "@mvpn/design-system";

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

/**
 * The download page of each platform's app; Android TV's is "smart-tv". The
 * site's URL segments, so the site's table: the design system names
 * platforms, not pages. With the page table, so that every page has it in
 * the frame chunk rather than in a file of its own.
 */
export const DOWNLOAD_PAGE_BY_PLATFORM: Readonly<Record<Platform, DownloadProduct>> = {
  windows: "windows",
  macos: "mac",
  ios: "ios",
  android: "android",
  chrome: "chrome",
  "android-tv": "smart-tv",
  "apple-tv": "apple-tv",
  "lg-tv": "lg-tv",
  "samsung-tv": "samsung-tv",
};

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
