import type { PopupPromotion } from "./popup-promotions";

export interface PopupContext {
  /** The visitor is on an index route (home, or a language root). */
  indexRoute: boolean;
  /** The mobile flag (SPEC.md §4, the 768px media query). */
  mobile: boolean;
  /** `isWorkDay(now)`. */
  workDay: boolean;
  /** `isFestivalActive(config, now)`. */
  festival: boolean;
  /** Popups already shown, in the period and storage of `popupShownStore`. */
  shown: Iterable<PopupPromotion>;
}

/**
 * Which promotion popup to show, if any (SPEC.md §4 "Popups"):
 * - festival: during the festival, not yet shown;
 * - mobile daily: mobile, not festival, not yet shown;
 * - workday: not mobile, work day, not festival, not yet shown;
 * - weekend: index route, not mobile, not work day, not festival, not yet shown.
 * The conditions exclude each other, so at most one applies. Each popup is
 * drawn by the design system's PromoPopup variant of `POPUP_LOOK`. Pure:
 * `nextPopup` supplies the clock, the media query and what was shown.
 */
export function choosePopup({
  indexRoute,
  mobile,
  workDay,
  festival,
  shown,
}: PopupContext): PopupPromotion | null {
  const already = new Set(shown);
  const pick = (promotion: PopupPromotion) => (already.has(promotion) ? null : promotion);
  if (festival) return pick("festival");
  if (mobile) return pick("mobile-daily");
  if (workDay) return pick("workday");
  if (indexRoute) return pick("weekend");
  return null;
}
