import { cva, type VariantProps } from "class-variance-authority";

/**
 * Every tone pairs a surface with the text role tested against it in
 * `tokens/test/contrast.test.ts`, so a badge is readable in every brand.
 */
export const badgeVariants = cva(
  [
    "rounded-pill inline-flex w-fit shrink-0 items-center gap-1 whitespace-nowrap",
    "font-semibold",
    "[&_svg]:pointer-events-none [&_svg]:size-[1.1em] [&_svg]:shrink-0",
  ],
  {
    variants: {
      tone: {
        neutral: "bg-surface-sunken text-text border-border border",
        accent: "bg-accent-subtle text-text-accent",
        success: "bg-feedback-success-surface text-feedback-success-text",
        warn: "bg-feedback-warn-surface text-feedback-warn-text",
        error: "bg-feedback-error-surface text-feedback-error-text",
        brand: "bg-surface-brand text-on-brand",
      },
      size: {
        sm: "px-2 py-0.5 text-xs",
        md: "px-3 py-1 text-sm",
      },
    },
    defaultVariants: { tone: "neutral", size: "sm" },
  },
);

export type BadgeVariantProps = VariantProps<typeof badgeVariants>;
export type BadgeTone = NonNullable<BadgeVariantProps["tone"]>;
export type BadgeSize = NonNullable<BadgeVariantProps["size"]>;

/** Every tone, for stories and tests that must cover them all. */
export const BADGE_TONES = [
  "neutral",
  "accent",
  "success",
  "warn",
  "error",
  "brand",
] as const satisfies readonly BadgeTone[];
export const BADGE_SIZES = ["sm", "md"] as const satisfies readonly BadgeSize[];
