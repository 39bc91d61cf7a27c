import { cva, type VariantProps } from "class-variance-authority";

/**
 * A full-width strip above the page. `promo` sits on the brand band (the
 * daily offer); the feedback tones use their own surface and text pair,
 * which the token contrast tests cover in every brand.
 */
export const bannerVariants = cva(
  "flex w-full items-center gap-3 py-2 ps-4 pe-2 font-sans text-sm leading-normal",
  {
    variants: {
      tone: {
        promo:
          "from-surface-brand to-surface-brand-end text-on-brand bg-linear-to-r rtl:bg-linear-to-l",
        info: "bg-feedback-info-surface text-feedback-info-text",
        success: "bg-feedback-success-surface text-feedback-success-text",
        warn: "bg-feedback-warn-surface text-feedback-warn-text",
      },
      placement: {
        /** In the flow of the page, where it is rendered. */
        inline: "",
        /**
         * Over the page, fixed to the bottom of the viewport: appearing after
         * the page has painted, it moves none of its content (no layout shift).
         */
        viewport: "shadow-high fixed inset-x-0 bottom-0 z-(--mvpn-z-index-sticky)",
      },
    },
    defaultVariants: { tone: "promo", placement: "inline" },
  },
);

export type BannerPlacement = NonNullable<BannerVariantProps["placement"]>;
export type BannerVariantProps = VariantProps<typeof bannerVariants>;
export type BannerTone = NonNullable<BannerVariantProps["tone"]>;
export const BANNER_TONES = [
  "promo",
  "info",
  "success",
  "warn",
] as const satisfies readonly BannerTone[];

/** The close button: a 44 px target whose hover and focus ring suit the tone's surface. */
export const bannerCloseVariants = cva(
  [
    "rounded-control inline-flex size-11 shrink-0 cursor-pointer items-center justify-center",
    "bg-transparent text-current hover:bg-current/10",
    "ease-enter transition-colors duration-150 motion-reduce:transition-none",
    "focus-visible:outline-2 focus-visible:outline-offset-2",
  ],
  {
    variants: {
      tone: {
        promo: "focus-visible:outline-focus-on-brand",
        info: "focus-visible:outline-focus",
        success: "focus-visible:outline-focus",
        warn: "focus-visible:outline-focus",
      },
    },
    defaultVariants: { tone: "promo" },
  },
);
