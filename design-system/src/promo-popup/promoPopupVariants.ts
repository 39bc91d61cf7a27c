import { cva } from "class-variance-authority";
import type { PromoSurface } from "../promo-text/promoToneClasses";

/**
 * The popup's visual variants, one per popup of SPEC.md §4. Which one opens,
 * and when, is the site's rule: the library only draws them.
 */
export const PROMO_POPUP_FLAVOURS = ["weekend", "workday", "mobile-daily", "festival"] as const;
export type PromoPopupFlavour = (typeof PROMO_POPUP_FLAVOURS)[number];

// On the dark band the panel's × button and texts switch to their on-brand roles.
const onBrand = [
  "from-surface-brand to-surface-brand-end text-on-brand bg-linear-to-br",
  "[&_[data-slot=modal-close-button]]:text-on-brand [&_[data-slot=modal-close-button]]:hover:bg-on-brand/10",
  "[&_[data-slot=modal-close-button]]:focus-visible:outline-focus-on-brand [&_[data-slot=promo-popup-cta]]:focus-visible:outline-focus-on-brand",
  "[&_[data-slot=modal-title]]:text-on-brand [&_[data-slot=modal-description]]:text-on-brand",
];

/**
 * The four popups of SPEC.md §4 share one layout and differ in skin:
 * weekend and festival sit on the brand band (festival with an accent
 * frame), the workday offer is a light card with an accent top edge, and the
 * mobile daily offer is a light sheet anchored to the bottom of the screen.
 */
export const promoPopupVariants = cva("overflow-x-hidden text-center", {
  variants: {
    flavour: {
      weekend: onBrand,
      festival: [...onBrand, "border-accent-bright border-2"],
      workday: "border-accent border-t-4",
      "mobile-daily": "mb-0 rounded-b-none pb-8",
    },
  },
  defaultVariants: { flavour: "weekend" },
});

/** The flavours on the brand band: they paint the panel and its text themselves (ModalContent `tone`). */
export const ON_BRAND_FLAVOURS: ReadonlySet<PromoPopupFlavour> = new Set(["weekend", "festival"]);

/** The surface a flavour's text sits on, for `PromoText` and `Countdown` inside it. */
export const PROMO_POPUP_SURFACE: Record<PromoPopupFlavour, PromoSurface> = {
  weekend: "brand",
  festival: "brand",
  workday: "light",
  "mobile-daily": "light",
};
