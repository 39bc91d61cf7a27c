export { PromoPopup, type PromoPopupProps } from "./PromoPopup";
export {
  PROMO_POPUP_FLAVOURS,
  PROMO_POPUP_SURFACE,
  type PromoPopupFlavour,
  promoPopupVariants,
} from "./promoPopupVariants";
