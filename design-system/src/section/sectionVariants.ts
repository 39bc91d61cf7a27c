import { cva, type VariantProps } from "class-variance-authority";

/**
 * A band of the page. `brand` is the hero band (DESIGN-LANGUAGE.md "Page
 * anatomy"): the brand gradient with on-brand text; `inverse` is a dark
 * closing band; `sunken` a quiet well between white sections.
 */
export const sectionVariants = cva("w-full", {
  variants: {
    tone: {
      default: "bg-surface text-text",
      sunken: "bg-surface-sunken text-text",
      brand:
        "bg-surface-brand from-surface-brand to-surface-brand-end text-on-brand bg-linear-to-b",
      inverse: "bg-surface-inverse text-text-inverse",
    },
    spacing: {
      none: "",
      sm: "py-8 md:py-12",
      md: "py-12 md:py-16",
      lg: "py-16 md:py-24",
    },
  },
  defaultVariants: { tone: "default", spacing: "md" },
});

export type SectionVariantProps = VariantProps<typeof sectionVariants>;
export type SectionTone = NonNullable<SectionVariantProps["tone"]>;
export type SectionSpacing = NonNullable<SectionVariantProps["spacing"]>;

export const SECTION_TONES = [
  "default",
  "sunken",
  "brand",
  "inverse",
] as const satisfies readonly SectionTone[];
export const SECTION_SPACINGS = [
  "none",
  "sm",
  "md",
  "lg",
] as const satisfies readonly SectionSpacing[];
