export { Badge, type BadgeProps } from "./Badge";
export {
  BADGE_SIZES,
  BADGE_TONES,
  type BadgeSize,
  type BadgeTone,
  type BadgeVariantProps,
  badgeVariants,
} from "./badgeVariants";
