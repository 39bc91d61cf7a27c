export { Banner, type BannerProps } from "./Banner";
export {
  BANNER_TONES,
  type BannerPlacement,
  type BannerTone,
  type BannerVariantProps,
  bannerVariants,
} from "./bannerVariants";
export { localDateKey } from "./localDate";
export {
  type DailyDismiss,
  type DismissStorage,
  dailyDismissKey,
  useDailyDismiss,
} from "./useDailyDismiss";
