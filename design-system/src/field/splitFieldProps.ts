import type { FieldProps } from "./Field";

/** What a control component (TextField, Select) takes for the Field around its control. */
export type FieldShellProps = Pick<
  FieldProps,
  "label" | "description" | "error" | "optional" | "required" | "id" | "className"
> & {
  /** More ids that describe the control, after the description and the error. */
  "aria-describedby"?: string;
};

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
