export { PromoText, type PromoTextProps } from "./PromoText";
export {
  PROMO_MAX_DEPTH,
  PROMO_TONES,
  type PromoNode,
  type PromoTone,
  parsePromoText,
  promoTextToPlain,
} from "./parsePromoText";
export { PROMO_TONE_CLASSES, type PromoSurface } from "./promoToneClasses";
export {
  fillPromoPlaceholders,
  type PromoL10n,
  pickPromoText,
  resolvePromoText,
} from "./resolvePromoText";
