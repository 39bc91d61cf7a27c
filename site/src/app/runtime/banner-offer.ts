import type { PromoL10n } from "@mvpn/design-system";
import { dailyOfferText } from "../../promotion";
import type { Runtime } from "./start-runtime";

/** The daily banner's offer: the remote config's text and its `@(0)`, the maximum discount. */
export interface BannerOffer {
  text: PromoL10n;
  discount: number;
}

/**
 * The banner's offer for this locale, or null: the remote config has no
 * banner text, or it did not load in time ("load remoteConfig timeout": no
 * config, no banner). Whether the visitor closed it today is the banner's
 * own business (`useDailyDismiss`).
 */
export async function bannerOfferNow(
  runtime: Runtime,
  locale: string,
): Promise<BannerOffer | null> {
  const promotion = await runtime.promotion().catch(() => null);
  if (!promotion) return null;
  const text = dailyOfferText(promotion.l10n, locale);
  if (!text) return null;
  return { text, discount: await runtime.maxDiscount() };
}

/** A mark on `<html>` for tests and monitoring: `none`, or the banner's `open` / `closed` state. */
export function markBanner(state: "none" | "open" | "closed"): void {
  document.documentElement.dataset.promoBanner = state;
}
