export {
  DiscountBadge,
  type DiscountBadgeProps,
  type DiscountBadgeTone,
  discountBadgeVariants,
} from "./DiscountBadge";
