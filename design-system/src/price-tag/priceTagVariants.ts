import { cva, type VariantProps } from "class-variance-authority";

/**
 * `current` is a price to pay; `was` an earlier price, struck through and
 * muted, that a screen reader hears as "Was $X" (a strike-through is silent).
 */
export const priceTagVariants = cva("inline-flex flex-wrap items-baseline gap-x-0.5", {
  variants: {
    variant: {
      current: "",
      was: "text-text-muted font-normal",
    },
    /** A current price's colour: the text's, the accent, or the sentence's around it (`inherit`). */
    tone: { default: "", accent: "", inherit: "" },
    /** A current price's weight: bold on its own, lighter inside a sentence. */
    weight: { bold: "", semibold: "", medium: "" },
    size: {
      sm: "text-sm",
      md: "text-base",
      lg: "text-2xl",
      // 30 px in a three-card row on a tablet, 36 px from 1024 px up.
      xl: "font-display text-3xl leading-tight tracking-tight lg:text-4xl",
    },
  },
  // Set only on a current price: an earlier one is always muted and light.
  compoundVariants: [
    { variant: "current", tone: "default", class: "text-text" },
    { variant: "current", tone: "accent", class: "text-text-accent" },
    { variant: "current", tone: "inherit", class: "text-current" },
    { variant: "current", weight: "bold", class: "font-bold" },
    { variant: "current", weight: "semibold", class: "font-semibold" },
    { variant: "current", weight: "medium", class: "font-medium" },
  ],
  defaultVariants: { variant: "current", tone: "default", weight: "bold", size: "md" },
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
