import { cva } from "class-variance-authority";
import type { PromoSurface } from "../promo-text/promoToneClasses";

/**
 * The popup's visual variants, named by how they look: on the brand band,
 * on the band in an accent frame, a light card, a sheet at the bottom of the
 * screen. Which promotion opens which, and when, is the site's rule: the
 * library only draws them.
 */
export const PROMO_POPUP_FLAVOURS = ["brand", "light", "sheet", "brand-framed"] as const;
export type PromoPopupFlavour = (typeof PROMO_POPUP_FLAVOURS)[number];

// On the dark band the panel's × button and texts switch to their on-brand roles.
const onBrand = [
  "from-surface-brand to-surface-brand-end text-on-brand bg-linear-to-br",
  "[&_[data-slot=modal-close-button]]:text-on-brand [&_[data-slot=modal-close-button]]:hover:bg-on-brand/10",
  "[&_[data-slot=modal-close-button]]:focus-visible:outline-focus-on-brand [&_[data-slot=promo-popup-cta]]:focus-visible:outline-focus-on-brand",
  "[&_[data-slot=modal-title]]:text-on-brand [&_[data-slot=modal-description]]:text-on-brand",
];

/**
 * The four variants share one layout and differ in skin: `brand` sits on the
 * brand band, `brand-framed` too with an accent frame, `light` is a light
 * card with an accent top edge, and `sheet` a light sheet anchored to the
 * bottom of the screen (for phones).
 */
export const promoPopupVariants = cva("overflow-x-hidden text-center", {
  variants: {
    flavour: {
      brand: onBrand,
      "brand-framed": [...onBrand, "border-accent-bright border-2"],
      light: "border-accent border-t-4",
      sheet: "mb-0 rounded-b-none pb-8",
    },
  },
  defaultVariants: { flavour: "brand" },
});

/** The flavours on the brand band: they paint the panel and its text themselves (ModalContent `tone`). */
export const ON_BRAND_FLAVOURS: ReadonlySet<PromoPopupFlavour> = new Set(["brand", "brand-framed"]);

/** The surface a flavour's text sits on, for `PromoText` and `Countdown` inside it. */
export const PROMO_POPUP_SURFACE: Record<PromoPopupFlavour, PromoSurface> = {
  brand: "brand",
  "brand-framed": "brand",
  light: "light",
  sheet: "light",
};
