import type { ComponentProps, ReactNode } from "react";
import { FieldError } from "../field/FieldError";
import { hasFieldError } from "../field/hasFieldError";
import { describedBy, useFieldIds } from "../field/useFieldIds";
import { CheckIcon } from "../icon/icons";
import { cn } from "../lib/cn";

export interface CheckboxProps extends Omit<ComponentProps<"input">, "type" | "size"> {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
}

/**
 * A native checkbox drawn with tokens. The label wraps the box, so the whole
 * row (at least 44 px tall, the box centred in a 44 × 44 px square) toggles it.
 * Checked is a filled box with a check mark, not a colour change alone.
 */
export function Checkbox({
  label,
  description,
  error,
  id,
  className,
  required,
  "aria-describedby": extraDescribedBy,
  ...props
}: CheckboxProps) {
  const ids = useFieldIds(id);
  const invalid = hasFieldError(error);
  return (
    <div
      data-slot="checkbox"
      data-invalid={invalid || undefined}
      className={cn("flex flex-col gap-1", className)}
    >
      <label
        htmlFor={ids.control}
        data-slot="checkbox-label"
        className="text-text flex min-h-11 cursor-pointer items-start gap-1 text-base has-disabled:cursor-not-allowed has-disabled:opacity-60"
      >
        <span
          data-slot="checkbox-box"
          className="relative -ms-3 flex size-11 shrink-0 items-center justify-center"
        >
          <input
            data-slot="checkbox-input"
            id={ids.control}
            type="checkbox"
            required={required}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy(
              description && ids.description,
              invalid && ids.error,
              extraDescribedBy,
            )}
            className={cn(
              "peer border-border-strong bg-surface size-5 cursor-pointer appearance-none rounded-sm border-2",
              "ease-enter transition-colors duration-150 motion-reduce:transition-none",
              "checked:border-accent checked:bg-accent",
              "focus-visible:outline-focus focus-visible:outline-2 focus-visible:outline-offset-2",
              "aria-invalid:border-danger disabled:cursor-not-allowed",
            )}
            {...props}
          />
          <CheckIcon
            strokeWidth={3}
            className="text-on-accent pointer-events-none absolute size-3.5 opacity-0 peer-checked:opacity-100"
          />
        </span>
        <span data-slot="checkbox-text" className="py-2.5">
          {label}
          {required && (
            <span aria-hidden="true" className="text-danger ms-1">
              *
            </span>
          )}
        </span>
      </label>
      {description && (
        <p
          id={ids.description}
          data-slot="field-description"
          className="text-text-muted ps-9 text-sm"
        >
          {description}
        </p>
      )}
      {invalid && (
        <FieldError id={ids.error} className="ps-9">
          {error}
        </FieldError>
      )}
    </div>
  );
}
