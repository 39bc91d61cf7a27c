import { Slot } from "@radix-ui/react-slot";
import type { ComponentProps, ReactNode } from "react";
import {
  type ButtonVariant,
  type ButtonVariantProps,
  buttonVariants,
} from "../button/buttonVariants";
import { cn } from "../lib/cn";

export type IconButtonVariant = Exclude<ButtonVariant, "link">;

export interface IconButtonProps extends Omit<ComponentProps<"button">, "aria-label" | "children"> {
  /**
   * What the button does, for screen readers: the icon says nothing to them.
   * Required, so an icon-only button can never be nameless.
   */
  label: string;
  /** The icon; design-system icons hide themselves from screen readers. */
  children: ReactNode;
  variant?: IconButtonVariant;
  /** What it sits on: the page (default), a brand band, or a band with its own text colour (`inherit`). */
  tone?: ButtonVariantProps["tone"];
  /** Render the single child (say, a router link) with the button's look and name. */
  asChild?: boolean;
}

/**
 * A button that shows only an icon (close, menu, copy): a 44 × 44 px target
 * (the `icon` size of `buttonVariants`) named by `label`.
 */
export function IconButton({
  label,
  variant = "ghost",
  tone,
  asChild = false,
  type,
  className,
  children,
  ...props
}: IconButtonProps) {
  const Component = asChild ? Slot : "button";
  return (
    <Component
      data-slot="icon-button"
      data-variant={variant}
      data-size="icon"
      aria-label={label}
      type={asChild ? type : (type ?? "button")}
      className={cn(buttonVariants({ variant, tone, size: "icon" }), className)}
      {...props}
    >
      {children}
    </Component>
  );
}
