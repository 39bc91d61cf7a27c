// Promotions (SPEC.md §3, §4, §9): remote config, the festival, the four popups and daily banners.
// The rules (work day, festival window, popup choice, offer deadline) live here, one file each,
// with the site's clock, storage and config; the design system only draws the popups, the
// countdown and the promotion markup. The maximum discount is a pricing rule: ../pricing.
export { type ApiSourceOptions, apiSource } from "./api-source";
export { choosePopup, type PopupContext } from "./choose-popup";
export {
  carriesDailyBanner,
  DAILY_BANNER_PAGES,
  DAILY_OFFER_BANNER_ID,
  DAILY_OFFER_TEXT_FIELD,
  dailyBannerStorage,
  dailyOfferText,
} from "./daily-banner";
export {
  type ConfigTarget,
  environmentFrom,
  productDomainsFrom,
  type SiteEnv,
  usesProductionConfig,
} from "./environment";
export { type ConfigTime, type FestivalWindow, isFestivalActive } from "./festival-window";
export { firebaseSource, type RemoteConfigSource } from "./firebase-source";
export { DESKTOP_QUERY, isMobile, watchMobile } from "./mobile-flag";
export { nextPopup, type PopupSituation } from "./next-popup";
export { nextOfferDeadline } from "./offer-deadline";
export {
  type PopupShownStore,
  popupPeriod,
  popupShownKey,
  popupShownStore,
} from "./popup-shown-store";
export {
  isFestival,
  loadPromotion,
  type Promotion,
  type PromotionConfig,
  type PromotionL10n,
  parsePromotion,
} from "./promotion-config";
export { promotionText } from "./promotion-text";
export {
  createRemoteConfig,
  type RemoteConfig,
  remoteConfigSource,
} from "./remote-config";
export {
  promotionKeys,
  REMOTE_CONFIG_DEFAULTS,
  REMOTE_CONFIG_FETCH_TIMEOUT_MS,
  REMOTE_CONFIG_KEYS,
  REMOTE_CONFIG_MAX_TRIES,
  REMOTE_CONFIG_MIN_FETCH_INTERVAL_MS,
  REMOTE_CONFIG_POLL_MS,
  REMOTE_CONFIG_TIMEOUT_MESSAGE,
  type RemoteConfigKey,
  type RemoteConfigValues,
} from "./remote-config-values";
export { isWorkDay } from "./work-day";
