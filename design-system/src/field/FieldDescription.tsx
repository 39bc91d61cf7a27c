import type { ComponentProps } from "react";
import { cn } from "../lib/cn";

/** Help text under a label; the control points at it with `aria-describedby`. */
export function FieldDescription({ className, ...props }: ComponentProps<"p">) {
  return (
    <p
      data-slot="field-description"
      className={cn("text-text-muted text-sm", className)}
      {...props}
    />
  );
}
