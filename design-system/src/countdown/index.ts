export {
  Countdown,
  type CountdownProps,
  type CountdownVariantProps,
  countdownVariants,
} from "./Countdown";
export {
  COUNTDOWN_UNITS,
  type CountdownParts,
  type CountdownUnit,
  countdownParts,
  nextOfferDeadline,
} from "./offerDeadline";
export { type UseNowOptions, useNow } from "./useNow";
