import { cva, type VariantProps } from "class-variance-authority";

/**
 * Sizes keep a 44 px touch target from `md` up (DESIGN-LANGUAGE.md); `sm` is
 * for dense toolbars and still clears WCAG 2.2's 24 px minimum.
 * Colours are token utilities only, so brands restyle the button without code.
 */
export const buttonVariants = cva(
  [
    "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap select-none",
    "rounded-control border border-transparent font-semibold no-underline",
    "ease-enter transition-colors duration-150 motion-reduce:transition-none",
    "focus-visible:outline-focus focus-visible:outline-2 focus-visible:outline-offset-2",
    "disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50",
    "[&_svg]:pointer-events-none [&_svg]:size-[1.25em] [&_svg]:shrink-0",
  ],
  {
    variants: {
      variant: {
        primary: "bg-accent text-on-accent hover:bg-accent-hover",
        secondary: "bg-surface-brand text-on-brand hover:bg-surface-brand-end",
        outline: "border-border-strong bg-surface text-text hover:bg-surface-sunken",
        ghost: "text-text hover:bg-surface-sunken bg-transparent",
        danger: "bg-danger text-on-accent hover:bg-danger-hover",
        link: "text-text-link h-auto border-0 bg-transparent px-0 underline underline-offset-4 hover:no-underline",
      },
      size: {
        sm: "h-9 px-3 text-sm",
        md: "h-11 px-5 text-base",
        lg: "h-13 px-7 text-lg",
        icon: "size-11 p-0",
      },
      fullWidth: {
        true: "w-full",
        false: "",
      },
    },
    // A link-looking button sits in running text: no box height or padding,
    // whatever size it was given (the size still sets the font size).
    compoundVariants: [{ variant: "link", class: "h-auto px-0" }],
    defaultVariants: {
      variant: "primary",
      size: "md",
      fullWidth: false,
    },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;
export type ButtonVariant = NonNullable<ButtonVariantProps["variant"]>;
export type ButtonSize = NonNullable<ButtonVariantProps["size"]>;

/** Every variant and size, for stories and tests that must cover them all. */
export const BUTTON_VARIANTS = [
  "primary",
  "secondary",
  "outline",
  "ghost",
  "danger",
  "link",
] as const satisfies readonly ButtonVariant[];
export const BUTTON_SIZES = ["sm", "md", "lg", "icon"] as const satisfies readonly ButtonSize[];
