import type { ReactNode } from "react";
import type { FieldProps } from "./Field";

/** What a control component (TextField, Select) takes for the Field around its control. */
export interface FieldShellProps {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  optional?: boolean;
  required?: boolean;
  id?: string;
  /** Styles the field's root; the control has its own class prop. */
  className?: string;
  /** More ids that describe the control, after the description and the error. */
  "aria-describedby"?: string;
}

/**
 * Splits a control component's props into its Field's and the rest, which go
 * on the control: one place that knows which props the Field owns.
 */
export function splitFieldProps<Props extends FieldShellProps>(
  props: Props,
): [Omit<FieldProps, "children">, Omit<Props, keyof FieldShellProps>] {
  const {
    label,
    description,
    error,
    optional,
    required,
    id,
    className,
    "aria-describedby": controlDescribedBy,
    ...control
  } = props;
  return [
    { label, description, error, optional, required, id, className, controlDescribedBy },
    control,
  ];
}
