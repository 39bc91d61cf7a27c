import type { ComponentProps, ReactNode } from "react";
import { Field } from "../field/Field";
import { type FieldSize, fieldControlVariants } from "../field/fieldControlVariants";
import { splitFieldProps } from "../field/splitFieldProps";
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
 * A Field around an `<input>`: the input's id is the caller's `id` (so a
 * FormError can link to it) or a generated one, and the Field wires the
 * description and the error to it.
 */
export function TextField({
  size = "md",
  inputClassName,
  endAdornment,
  footer,
  type = "text",
  ...rest
}: TextFieldProps) {
  const [field, props] = splitFieldProps(rest);
  return (
    <Field data-slot="text-field" data-size={size} {...field} footer={footer}>
      {(control) => (
        <div data-slot="text-field-control" className="relative">
          <input
            data-slot="text-field-input"
            {...control}
            type={type}
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
      )}
    </Field>
  );
}
