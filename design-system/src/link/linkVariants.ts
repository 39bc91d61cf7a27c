import { cva, type VariantProps } from "class-variance-authority";

/**
 * Links are underlined (colour alone does not mark a link for everyone,
 * WCAG 1.4.1); the underline goes on hover as feedback.
 */
export const linkVariants = cva(
  [
    "rounded-control cursor-pointer underline decoration-1 underline-offset-4 hover:no-underline",
    "ease-enter transition-colors duration-150 motion-reduce:transition-none",
    "focus-visible:outline-2 focus-visible:outline-offset-2",
  ],
  {
    variants: {
      variant: {
        default: "text-text-link focus-visible:outline-focus",
        muted: "text-text-muted hover:text-text focus-visible:outline-focus",
        /** On dark surfaces: the footer, the hero band. */
        inverse: "text-text-inverse focus-visible:outline-focus-on-brand",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export type LinkVariantProps = VariantProps<typeof linkVariants>;
export type LinkVariant = NonNullable<LinkVariantProps["variant"]>;
export const LINK_VARIANTS = [
  "default",
  "muted",
  "inverse",
] as const satisfies readonly LinkVariant[];
