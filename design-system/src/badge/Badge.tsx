import type { ComponentProps } from "react";
import { cn } from "../lib/cn";
import { type BadgeVariantProps, badgeVariants } from "./badgeVariants";

export interface BadgeProps extends ComponentProps<"span">, BadgeVariantProps {}

/**
 * A short status or label in a pill ("Best value", "Save 59%", "New"). It is
 * text, not a control: give it a link or button parent if it must act.
 */
export function Badge({ className, tone, size, ...props }: BadgeProps) {
  return (
    <span
      data-slot="badge"
      data-variant={tone ?? "neutral"}
      data-size={size ?? "sm"}
      className={cn(badgeVariants({ tone, size }), className)}
      {...props}
    />
  );
}
