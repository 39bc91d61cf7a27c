import type { ComponentProps, ReactNode } from "react";
import { FieldDescription } from "../field/FieldDescription";
import { FieldError } from "../field/FieldError";
import { FieldLabel } from "../field/FieldLabel";
import { type FieldSize, fieldControlVariants } from "../field/fieldControlVariants";
import { hasFieldError } from "../field/hasFieldError";
import { describedBy, useFieldIds } from "../field/useFieldIds";
import { cn } from "../lib/cn";

export interface TextFieldProps extends Omit<ComponentProps<"input">, "size"> {
  /** The visible label; every field has one (no placeholder-as-label). */
  label: ReactNode;
  /** Help text between the label and the input. */
  description?: ReactNode;
  /** An error message; makes the input `aria-invalid` and describes it. */
  error?: ReactNode;
  /** Shows "(optional)" after the label. */
  optional?: boolean;
  size?: FieldSize;
  /** Classes for the input itself; `className` styles the field's root. */
  inputClassName?: string;
  /** Something inside the input's end edge (a show-password button). */
  endAdornment?: ReactNode;
  /** Something under the input and its error (a password checklist). */
  footer?: ReactNode;
}

/**
 * A labelled text input: label, optional description, the input, the error.
 * The input's id is the caller's `id` (so a FormError can link to it) or a
 * generated one; description and error are wired with `aria-describedby`.
 */
export function TextField({
  label,
  description,
  error,
  optional,
  size = "md",
  id,
  className,
  inputClassName,
  endAdornment,
  footer,
  required,
  type = "text",
  "aria-describedby": extraDescribedBy,
  ...props
}: TextFieldProps) {
  const ids = useFieldIds(id);
  const invalid = hasFieldError(error);
  return (
    <div
      data-slot="text-field"
      data-size={size}
      data-invalid={invalid || undefined}
      className={cn("flex flex-col gap-1.5", className)}
    >
      <FieldLabel htmlFor={ids.control} required={required} optional={optional}>
        {label}
      </FieldLabel>
      {description && <FieldDescription id={ids.description}>{description}</FieldDescription>}
      <div data-slot="text-field-control" className="relative">
        <input
          data-slot="text-field-input"
          id={ids.control}
          type={type}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(
            description && ids.description,
            invalid && ids.error,
            extraDescribedBy,
          )}
          className={cn(fieldControlVariants({ size }), endAdornment && "pe-12", inputClassName)}
          {...props}
        />
        {endAdornment && (
          <div
            data-slot="text-field-end"
            className="absolute inset-y-0 end-0 flex items-center justify-center"
          >
            {endAdornment}
          </div>
        )}
      </div>
      {invalid && <FieldError id={ids.error}>{error}</FieldError>}
      {footer}
    </div>
  );
}
