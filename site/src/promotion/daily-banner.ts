import type { DismissStorage, PromoL10n } from "@mvpn/design-system";
import { localStore } from "../storage/key-value-store";
import type { PromotionL10n } from "./promotion-config";
import { promotionText } from "./promotion-text";

/**
 * Where daily banners keep their last-close date (SPEC.md §3 "the per-banner
 * last-close date"): local storage, so a banner closed today stays closed in
 * every tab and after a reload until local midnight. Pages pass it to the
 * design system's `useDailyDismiss(id, dailyBannerStorage)`, which stores
 * today's date under `banner-close:<id>` on close.
 */
export const dailyBannerStorage: DismissStorage = localStore;

/**
 * The daily offer banner's id: closing it stores today's local date
 * (`2026-11-18`) under `banner-close:daily-offer`.
 */
export const DAILY_OFFER_BANNER_ID = "daily-offer";

/** The banner's text in the remote config's promotion_l10n (docs/promotions.md). */
export const DAILY_OFFER_TEXT_FIELD = "banner";

/**
 * The pages that carry the banner, by SPEC.md §2 page name: SPEC.md §1's
 * marketing pages (home, features, what-is-vpn, server locations, the social
 * media use cases, about, press room, affiliate programme, terms of use,
 * contact). Not /pricing, whose headline is the same offer with the same
 * countdown, nor the blog, downloads, tools, sign-in, checkout or account
 * pages, where the visitor came for something else.
 */
export const DAILY_BANNER_PAGES: ReadonlySet<string> = new Set([
  "home",
  "features",
  "what-is-vpn",
  "vpn-server",
  "vpn-for-social-media",
  "aboutus",
  "press-room",
  "affiliate",
  "termsuse",
  "contact-us",
]);

/** Whether a page carries the daily banner (never the not-found page). */
export function carriesDailyBanner(page: string, notFound: boolean): boolean {
  return !notFound && DAILY_BANNER_PAGES.has(page);
}

/**
 * The banner's texts when the remote config has one for this locale (its
 * own, its language's, or `default`), otherwise undefined: operators turn
 * the banner on by writing its text, and off by removing it.
 */
export function dailyOfferText(l10n: PromotionL10n, locale: string): PromoL10n | undefined {
  if (promotionText(l10n, DAILY_OFFER_TEXT_FIELD, locale).length === 0) return undefined;
  return l10n[DAILY_OFFER_TEXT_FIELD];
}
