import { cva } from "class-variance-authority";

/** A quiet light footer, or the dark one of the design language ("footer, dark sections"). */
export const footerVariants = cva("w-full", {
  variants: {
    tone: {
      sunken: "bg-surface-sunken text-text border-border border-t",
      inverse: "bg-surface-inverse text-text-inverse",
    },
  },
  defaultVariants: { tone: "inverse" },
});

export type FooterTone = "sunken" | "inverse";
export const FOOTER_TONES = ["sunken", "inverse"] as const satisfies readonly FooterTone[];

/** Per tone: group titles, links, and the quiet legal line. */
export const FOOTER_TONE_PARTS = {
  sunken: {
    title: "text-text",
    link: "text-text-muted hover:text-text focus-visible:outline-focus",
    muted: "text-text-muted",
    divider: "border-border",
  },
  inverse: {
    title: "text-text-inverse",
    link: "text-on-brand-muted hover:text-text-inverse focus-visible:outline-focus-on-brand",
    muted: "text-on-brand-muted",
    divider: "border-text-inverse/15",
  },
} as const satisfies Record<FooterTone, Record<string, string>>;
