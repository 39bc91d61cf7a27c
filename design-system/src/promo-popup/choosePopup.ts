export const PROMO_POPUP_FLAVOURS = ["weekend", "workday", "mobile-daily", "festival"] as const;
export type PromoPopupFlavour = (typeof PROMO_POPUP_FLAVOURS)[number];

export interface PopupContext {
  /** The visitor is on an index route (home, or a language root). */
  indexRoute: boolean;
  /** The mobile flag (SPEC.md §4, the 768px media query). */
  mobile: boolean;
  /** `isWorkDay(now)`. */
  workDay: boolean;
  /** `isFestivalActive(config, now)`. */
  festival: boolean;
  /** Popups already shown, in whatever period and storage the site decides. */
  shown: Iterable<PromoPopupFlavour>;
}

/**
 * Which promotion popup to show, if any (SPEC.md §4 "Popups"):
 * - festival: during the festival, not yet shown;
 * - mobile daily: mobile, not festival, not yet shown;
 * - workday: not mobile, work day, not festival, not yet shown;
 * - weekend: index route, not mobile, not work day, not festival, not yet shown.
 * The conditions exclude each other, so at most one applies. Pure: the site
 * owns the clock, the media query and where "shown" is kept.
 */
export function choosePopup({
  indexRoute,
  mobile,
  workDay,
  festival,
  shown,
}: PopupContext): PromoPopupFlavour | null {
  const already = new Set(shown);
  const pick = (flavour: PromoPopupFlavour) => (already.has(flavour) ? null : flavour);
  if (festival) return pick("festival");
  if (mobile) return pick("mobile-daily");
  if (workDay) return pick("workday");
  if (indexRoute) return pick("weekend");
  return null;
}
