import type { ComponentProps, ReactNode } from "react";
import { cn } from "../lib/cn";
import { FieldDescription } from "./FieldDescription";
import { FieldError } from "./FieldError";
import { FieldLabel } from "./FieldLabel";
import { hasFieldError } from "./hasFieldError";
import { describedBy, useFieldIds } from "./useFieldIds";

/** What a Field hands its control: spread them on the input, select or textarea. */
export interface FieldControlProps {
  id: string;
  required: boolean | undefined;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  "aria-errormessage": string | undefined;
}

export interface FieldProps extends Omit<ComponentProps<"div">, "children" | "id"> {
  /** The visible label; every field has one (no placeholder-as-label). */
  label: ReactNode;
  /** Help text between the label and the control. */
  description?: ReactNode;
  /** An error message; makes the control `aria-invalid` and describes it. */
  error?: ReactNode;
  /** Shows "(optional)" after the label. */
  optional?: boolean;
  /** Marks the label and the control as required. */
  required?: boolean;
  /** The control's id: the caller's, so a FormError can link to it, or a generated one. */
  id?: string;
  /** More ids that describe the control (a counter, a checklist), after the description and error. */
  controlDescribedBy?: string;
  /** Something under the control and its error (a password checklist). */
  footer?: ReactNode;
  /** Draws the control, given its id and ARIA wiring. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * One labelled control: label, optional description, the control, the error,
 * in that order, as shadcn/ui's `field` composes them. The Field owns the
 * wiring that every form control needs and that is easy to get subtly wrong:
 * the label's `for`, `aria-describedby` (description, then error, then the
 * caller's), `aria-invalid` and `aria-errormessage` only while there is an
 * error. TextField and Select are Fields around their own control.
 */
export function Field({
  label,
  description,
  error,
  optional,
  required,
  id,
  controlDescribedBy,
  footer,
  className,
  children,
  ...props
}: FieldProps) {
  const ids = useFieldIds(id);
  const invalid = hasFieldError(error);
  const control: FieldControlProps = {
    id: ids.control,
    required,
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedBy(
      description && ids.description,
      invalid && ids.error,
      controlDescribedBy,
    ),
    "aria-errormessage": invalid ? ids.error : undefined,
  };
  return (
    <div
      data-slot="field"
      data-invalid={invalid || undefined}
      className={cn("flex flex-col gap-1.5", className)}
      {...props}
    >
      <FieldLabel htmlFor={ids.control} required={required} optional={optional}>
        {label}
      </FieldLabel>
      {description && <FieldDescription id={ids.description}>{description}</FieldDescription>}
      {children(control)}
      {invalid && <FieldError id={ids.error}>{error}</FieldError>}
      {footer}
    </div>
  );
}
