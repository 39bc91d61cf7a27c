import type { ComponentProps, ReactNode } from "react";
import { Field } from "../field/Field";
import { type FieldSize, fieldControlVariants } from "../field/fieldControlVariants";
import { splitFieldProps } from "../field/splitFieldProps";
import { ChevronDownIcon } from "../icon/icons";
import { cn } from "../lib/cn";

export interface SelectProps extends Omit<ComponentProps<"select">, "size"> {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  optional?: boolean;
  size?: FieldSize;
  /** A first, empty choice such as "Choose a country"; it cannot be chosen back. */
  placeholder?: string;
  /** Classes for the select itself; `className` styles the field's root. */
  selectClassName?: string;
}

/**
 * A native `<select>`: the phone's own picker, the browser's keyboard
 * handling, autofill. Only the box is drawn; its chevron points down in both
 * directions (it does not point along the line, so it does not mirror).
 */
export function Select({
  size = "md",
  placeholder,
  selectClassName,
  children,
  ...rest
}: SelectProps) {
  const [field, props] = splitFieldProps(rest);
  const placeholderDefault =
    placeholder !== undefined && props.value === undefined && props.defaultValue === undefined
      ? ""
      : undefined;
  return (
    <Field data-slot="select" data-size={size} {...field}>
      {(control) => (
        <div data-slot="select-control" className="relative">
          <select
            data-slot="select-input"
            {...control}
            defaultValue={placeholderDefault}
            className={cn(
              fieldControlVariants({ size }),
              "cursor-pointer appearance-none pe-10",
              selectClassName,
            )}
            {...props}
          >
            {placeholder !== undefined && (
              <option value="" disabled>
                {placeholder}
              </option>
            )}
            {children}
          </select>
          <ChevronDownIcon
            data-slot="select-chevron"
            className="text-text-muted pointer-events-none absolute end-3 top-1/2 size-5 -translate-y-1/2"
          />
        </div>
      )}
    </Field>
  );
}
