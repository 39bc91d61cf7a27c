import { Slot } from "@radix-ui/react-slot";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn";

export interface ContainerProps extends ComponentProps<"div"> {
  /** Render the single child (a `<header>`, `<ul>` …) as the container instead of a `<div>`. */
  asChild?: boolean;
}

/**
 * The page's content column: centred, at most `max-w-content` (1200 px) wide,
 * with inline padding that grows with the viewport (16 → 24 → 32 px) so text
 * never touches the screen edge on a phone.
 */
export function Container({ className, asChild = false, ...props }: ContainerProps) {
  const Component = asChild ? Slot : "div";
  return (
    <Component
      data-slot="container"
      className={cn("max-w-content mx-auto w-full px-4 sm:px-6 lg:px-8", className)}
      {...props}
    />
  );
}
