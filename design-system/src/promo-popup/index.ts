export {
  choosePopup,
  type PopupContext,
  PROMO_POPUP_FLAVOURS,
  type PromoPopupFlavour,
} from "./choosePopup";
export { type ConfigTime, type FestivalWindow, isFestivalActive } from "./isFestivalActive";
export { isWorkDay } from "./isWorkDay";
export { PromoPopup, type PromoPopupProps } from "./PromoPopup";
export { PROMO_POPUP_SURFACE, promoPopupVariants } from "./promoPopupVariants";
