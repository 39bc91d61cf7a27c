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
} from "./countdownParts";
export { type UseNowOptions, useNow } from "./useNow";
