import { cva, type VariantProps } from "class-variance-authority";

/**
 * `current` is a price to pay; `was` an earlier price, struck through and
 * muted, that a screen reader hears as "Was $X" (a strike-through is silent).
 */
export const priceTagVariants = cva("inline-flex flex-wrap items-baseline gap-x-0.5", {
  variants: {
    variant: {
      current: "text-text font-bold",
      was: "text-text-muted font-normal",
    },
    size: {
      sm: "text-sm",
      md: "text-base",
      lg: "text-2xl",
      // 30 px in a three-card row on a tablet, 36 px from 1024 px up.
      xl: "font-display text-3xl leading-tight tracking-tight lg:text-4xl",
    },
  },
  defaultVariants: { variant: "current", size: "md" },
});

/** The period suffix stays small and light next to any size of price. */
export const periodSizes = {
  sm: "text-xs",
  md: "text-sm",
  lg: "text-base",
  xl: "text-base",
} as const;

export type PriceTagVariantProps = VariantProps<typeof priceTagVariants>;
export type PriceTagVariant = NonNullable<PriceTagVariantProps["variant"]>;
export type PriceTagSize = NonNullable<PriceTagVariantProps["size"]>;
export const PRICE_TAG_SIZES = ["sm", "md", "lg", "xl"] as const satisfies readonly PriceTagSize[];
