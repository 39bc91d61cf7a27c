import { cva, type VariantProps } from "class-variance-authority";

/** Every variant but `link` draws a box: a border (transparent unless outlined), a height and padding. */
const BOXED = ["primary", "secondary", "outline", "ghost", "danger"] as const;

/**
 * Sizes keep a 44 px touch target from `md` up (DESIGN-LANGUAGE.md); `sm` is
 * for dense toolbars and still clears WCAG 2.2's 24 px minimum.
 * Colours are token utilities only, so brands restyle the button without code.
 * No two classes of one button set the same property (`cn()` does not resolve
 * conflicts, issue #14): the box (border, height, padding) comes with the
 * boxed variants, so `link` never gets one to take back.
 */
export const buttonVariants = cva(
  [
    "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 select-none",
    "font-semibold",
    "ease-enter motion-reduce:transition-none",
    "focus-visible:outline-2 focus-visible:outline-offset-2",
    "disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50",
    "[&_svg]:pointer-events-none [&_svg]:size-[1.25em] [&_svg]:shrink-0",
  ],
  {
    variants: {
      variant: {
        primary:
          "bg-accent text-on-accent hover:bg-accent-hover border border-transparent no-underline",
        secondary:
          "bg-surface-brand text-on-brand hover:bg-surface-brand-end border border-transparent no-underline",
        outline:
          "border-border-strong bg-surface text-text hover:bg-surface-sunken border no-underline",
        ghost: "border border-transparent bg-transparent no-underline",
        danger:
          "bg-danger text-on-accent hover:bg-danger-hover border border-transparent no-underline",
        // A link-looking button sits in running text: no box height or padding,
        // whatever size it was given (the size still sets the font size).
        link: "text-text-link h-auto border-0 bg-transparent px-0 underline underline-offset-4 hover:no-underline",
      },
      /**
       * What the button sits on, for the ghost variant's text, hover and focus
       * ring: the page's surfaces, or a brand band (the transparent header).
       */
      tone: {
        default: "focus-visible:outline-focus",
        onBrand: "focus-visible:outline-focus-on-brand",
        /** On a band that sets its own text colour (an alert, a banner): the ghost takes it. */
        inherit: "focus-visible:outline-focus",
      },
      size: {
        sm: "text-sm",
        md: "text-base",
        lg: "text-lg",
        icon: "",
      },
      fullWidth: {
        true: "w-full",
        false: "",
      },
      /** The corners: the control radius, or round (a floating button). */
      shape: { default: "rounded-control", pill: "rounded-pill" },
      /** What animates: colours on hover (default), or the button's own appearance (a floating button). */
      transition: {
        colors: "transition-colors duration-150",
        reveal: "transition-[opacity,translate,visibility] duration-200",
      },
      /** A label that may run to two lines (a long platform name on a phone): the box grows with it. */
      wrap: {
        true: "whitespace-normal",
        false: "whitespace-nowrap",
      },
    },
    compoundVariants: [
      { variant: "ghost", tone: "default", class: "text-text hover:bg-surface-sunken" },
      { variant: "ghost", tone: "onBrand", class: "text-on-brand hover:bg-on-brand/10" },
      { variant: "ghost", tone: "inherit", class: "hover:bg-surface/60 text-current" },
      { variant: [...BOXED], size: "sm", wrap: false, class: "h-9 px-3" },
      { variant: [...BOXED], size: "md", wrap: false, class: "h-11 px-5" },
      { variant: [...BOXED], size: "lg", wrap: false, class: "h-13 px-7" },
      { variant: [...BOXED], size: "sm", wrap: true, class: "h-auto min-h-9 px-3 py-1" },
      { variant: [...BOXED], size: "md", wrap: true, class: "h-auto min-h-11 px-5 py-2" },
      { variant: [...BOXED], size: "lg", wrap: true, class: "h-auto min-h-13 px-7 py-2" },
      { variant: [...BOXED], size: "icon", class: "size-11 p-0" },
      // A link sized as an icon keeps the icon's width only (it has no box).
      { variant: "link", size: "icon", class: "w-11 py-0" },
    ],
    defaultVariants: {
      variant: "primary",
      tone: "default",
      size: "md",
      fullWidth: false,
      wrap: false,
      shape: "default",
      transition: "colors",
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
