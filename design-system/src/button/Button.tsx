import { Slot } from "@radix-ui/react-slot";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn";
import { type ButtonVariantProps, buttonVariants } from "./buttonVariants";

export interface ButtonProps extends ComponentProps<"button">, ButtonVariantProps {
  /**
   * Render the single child (e.g. a router `<Link>` or `<a>`) with the
   * button's look, so links that look like buttons stay links for screen
   * readers and keep their href.
   */
  asChild?: boolean;
}

export function Button({
  className,
  variant,
  tone,
  size,
  fullWidth,
  wrap,
  shape,
  transition,
  asChild = false,
  type,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot : "button";
  return (
    <Component
      data-slot="button"
      data-variant={variant ?? "primary"}
      data-size={size ?? "md"}
      // A bare <button> inside a form submits it; make that a choice, not an accident.
      type={asChild ? type : (type ?? "button")}
      className={cn(
        buttonVariants({ variant, tone, size, fullWidth, wrap, shape, transition }),
        className,
      )}
      {...props}
    />
  );
}
