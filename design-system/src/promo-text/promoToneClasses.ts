import type { PromoTone } from "./parsePromoText";

export type PromoSurface = "light" | "brand";

/**
 * What each tone looks like on each surface, in token utilities only. Every
 * text colour here is one of the pairs the token contrast tests cover; on
 * the brand band the tones switch to their on-brand roles.
 */
export const PROMO_TONE_CLASSES: Record<PromoSurface, Record<PromoTone, string>> = {
  light: {
    accent: "text-text-accent font-semibold",
    strong: "font-bold",
    highlight: "bg-accent-subtle text-text rounded-control px-1 box-decoration-clone",
    muted: "text-text-muted",
    danger: "text-danger font-semibold",
  },
  brand: {
    accent: "text-on-brand-accent font-semibold",
    strong: "font-bold",
    highlight: "bg-surface-raised text-text rounded-control px-1 box-decoration-clone",
    muted: "text-on-brand-muted",
    danger: "text-on-brand-accent font-bold",
  },
};
