import type { ComponentProps } from "react";
import { CircleAlertIcon } from "../icon/icons";
import { cn } from "../lib/cn";

/**
 * A field's error: an icon and words, never colour alone. The control points
 * at it with `aria-describedby` and carries `aria-invalid`.
 */
export function FieldError({ className, children, ...props }: ComponentProps<"p">) {
  return (
    <p
      data-slot="field-error"
      className={cn("text-feedback-error-text flex items-start gap-1.5 text-sm", className)}
      {...props}
    >
      <CircleAlertIcon className="mt-[0.2em] shrink-0" />
      <span>{children}</span>
    </p>
  );
}
