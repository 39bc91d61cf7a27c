import type { ComponentProps } from "react";
import { useMessages } from "../i18n/messages";
import { cn } from "../lib/cn";
import { fieldMessages } from "./intl/catalog.gen";

export interface FieldLabelProps extends ComponentProps<"label"> {
  /**
   * Shows an asterisk. It is hidden from screen readers, which already say
   * "required" from the control's own `required` attribute; the word is its
   * tooltip for everyone else.
   */
  required?: boolean;
  /** Shows "(optional)" after the label, read by everyone. */
  optional?: boolean;
}

export function FieldLabel({
  className,
  required,
  optional,
  htmlFor,
  children,
  ...props
}: FieldLabelProps) {
  const t = useMessages(fieldMessages);
  return (
    <label
      htmlFor={htmlFor}
      data-slot="field-label"
      className={cn("text-text text-sm font-medium", className)}
      {...props}
    >
      {children}
      {required && (
        <span
          data-slot="field-required"
          aria-hidden="true"
          title={t("required")}
          className="text-danger ms-1"
        >
          *
        </span>
      )}
      {optional && !required && (
        <>
          {" "}
          <span data-slot="field-optional" className="text-text-muted font-normal">
            {t("optional")}
          </span>
        </>
      )}
    </label>
  );
}
