import { choosePopup } from "./choose-popup";
import type { PopupPromotion } from "./popup-promotions";
import type { PopupShownStore } from "./popup-shown-store";
import { isFestival, type PromotionConfig } from "./promotion-config";
import { isWorkDay } from "./work-day";

export interface PopupSituation {
  /** The visitor is on an index route (home, or a language root). */
  indexRoute: boolean;
  /** `isMobile()`. */
  mobile: boolean;
  now: Date;
  config: PromotionConfig;
  store: PopupShownStore;
}

/**
 * The popup to show now, if any (SPEC.md §4 "Popups"), from the clock, the
 * festival window, the mobile flag and what was already shown: the rules are
 * `choosePopup`'s; this supplies the site's facts.
 */
export function nextPopup({
  indexRoute,
  mobile,
  now,
  config,
  store,
}: PopupSituation): PopupPromotion | null {
  return choosePopup({
    indexRoute,
    mobile,
    workDay: isWorkDay(now),
    festival: isFestival(config, now),
    shown: store.shown(now, config),
  });
}
