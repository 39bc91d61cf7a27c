import type { PromoPopupFlavour } from "@mvpn/design-system";

/**
 * The four popups of SPEC.md §4, named after their promotions. They are the
 * site's: the design system names its PromoPopup variants by how they look.
 */
export const POPUP_PROMOTIONS = ["weekend", "workday", "mobile-daily", "festival"] as const;
export type PopupPromotion = (typeof POPUP_PROMOTIONS)[number];

/**
 * Which PromoPopup variant draws each promotion: the weekend offer on the
 * brand band, the festival on the band in an accent frame, the workday
 * offer as a light card, the mobile daily offer as a sheet at the bottom of
 * the phone's screen.
 */
export const POPUP_LOOK: Readonly<Record<PopupPromotion, PromoPopupFlavour>> = {
  weekend: "brand",
  festival: "brand-framed",
  workday: "light",
  "mobile-daily": "sheet",
};
