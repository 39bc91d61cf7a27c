import { cva } from "class-variance-authority";

/** The bar: white with a divider, or see-through over the hero band with on-brand text. */
export const headerVariants = cva("w-full", {
  variants: {
    variant: {
      default: "border-border bg-surface text-text border-b",
      transparent:
        "text-on-brand absolute inset-x-0 top-0 z-(--mvpn-z-index-sticky) border-b border-transparent bg-transparent",
    },
  },
  defaultVariants: { variant: "default" },
});

const FOCUS_RING = "focus-visible:outline-2 focus-visible:outline-offset-2";

/** A primary link in the bar; the current page is underlined in the accent colour. */
export const navLinkVariants = cva(
  [
    "rounded-control inline-flex h-11 items-center px-3 text-base font-medium whitespace-nowrap no-underline",
    "decoration-2 underline-offset-8 aria-[current=page]:underline",
    "ease-enter transition-colors duration-150 motion-reduce:transition-none",
    FOCUS_RING,
  ],
  {
    variants: {
      variant: {
        default:
          "text-text-muted hover:bg-surface-sunken hover:text-text aria-[current=page]:text-text decoration-text-accent focus-visible:outline-focus",
        transparent:
          "text-on-brand-muted hover:text-on-brand aria-[current=page]:text-on-brand decoration-accent-bright focus-visible:outline-focus-on-brand",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

/** Quiet buttons of the bar (account, menu, log in). */
export const barButtonVariants = cva(
  [
    "rounded-control inline-flex h-11 min-w-11 cursor-pointer items-center justify-center gap-2 text-base font-medium whitespace-nowrap no-underline",
    "ease-enter transition-colors duration-150 motion-reduce:transition-none",
    "[&_svg]:size-5 [&_svg]:shrink-0",
    FOCUS_RING,
  ],
  {
    variants: {
      variant: {
        default: "text-text hover:bg-surface-sunken focus-visible:outline-focus",
        transparent: "text-on-brand hover:bg-on-brand/10 focus-visible:outline-focus-on-brand",
      },
      /** `icon`: the menu toggle, a square 44 px target with no side padding. */
      shape: { text: "px-3", icon: "px-0" },
    },
    defaultVariants: { variant: "default", shape: "text" },
  },
);
