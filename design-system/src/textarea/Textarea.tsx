import { type ChangeEvent, type ComponentProps, type ReactNode, useState } from "react";
import { FieldDescription } from "../field/FieldDescription";
import { FieldError } from "../field/FieldError";
import { FieldLabel } from "../field/FieldLabel";
import { hasFieldError } from "../field/hasFieldError";
import { describedBy, useFieldIds } from "../field/useFieldIds";
import { useMessages } from "../i18n/messages";
import { cn } from "../lib/cn";
import { textareaMessages } from "./intl/catalog.gen";

/** From this share of `maxLength` on, each change of the count is announced. */
export const COUNTER_ANNOUNCE_FROM = 0.9;

export interface TextareaProps extends ComponentProps<"textarea"> {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  optional?: boolean;
  /** Classes for the textarea itself; `className` styles the field's root. */
  textareaClassName?: string;
}

/**
 * A labelled multi-line input. With `maxLength` it shows "{count} of {max}
 * characters": the textarea is described by it, so it is read on focus, and
 * a polite live region repeats it once the count passes 90 % of the limit,
 * where the number starts to matter, instead of on every key press.
 */
export function Textarea({
  label,
  description,
  error,
  optional,
  id,
  className,
  textareaClassName,
  required,
  maxLength,
  value,
  defaultValue,
  onChange,
  rows = 4,
  "aria-describedby": extraDescribedBy,
  ...props
}: TextareaProps) {
  const t = useMessages(textareaMessages);
  const ids = useFieldIds(id);
  const counterId = `${ids.control}-counter`;
  const invalid = hasFieldError(error);
  const [typed, setTyped] = useState(String(defaultValue ?? ""));
  const count = (value === undefined ? typed : String(value)).length;
  const hasCounter = maxLength !== undefined && maxLength > 0;
  const counterText = hasCounter ? t("counter", { count, max: maxLength }) : "";
  const nearLimit = hasCounter && count >= maxLength * COUNTER_ANNOUNCE_FROM;

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setTyped(event.target.value);
    onChange?.(event);
  };

  return (
    <div
      data-slot="textarea"
      data-invalid={invalid || undefined}
      className={cn("flex flex-col gap-1.5", className)}
    >
      <FieldLabel htmlFor={ids.control} required={required} optional={optional}>
        {label}
      </FieldLabel>
      {description && <FieldDescription id={ids.description}>{description}</FieldDescription>}
      <textarea
        data-slot="textarea-input"
        id={ids.control}
        required={required}
        maxLength={maxLength}
        rows={rows}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(
          description && ids.description,
          invalid && ids.error,
          hasCounter && counterId,
          extraDescribedBy,
        )}
        className={cn(
          "rounded-control border-border-strong bg-surface text-text block w-full min-w-0 resize-y border px-3 py-2.5 text-base",
          "placeholder:text-text-muted",
          "ease-enter transition-[border-color,box-shadow] duration-150 motion-reduce:transition-none",
          "focus-visible:outline-focus focus-visible:outline-2 focus-visible:outline-offset-2",
          "disabled:bg-surface-sunken disabled:cursor-not-allowed disabled:opacity-60",
          "aria-invalid:border-danger aria-invalid:ring-danger aria-invalid:ring-1",
          textareaClassName,
        )}
        {...props}
      />
      <div className="flex items-start justify-between gap-4">
        {invalid && <FieldError id={ids.error}>{error}</FieldError>}
        {hasCounter && (
          <p
            id={counterId}
            data-slot="textarea-counter"
            data-near-limit={nearLimit || undefined}
            className={cn(
              "ms-auto shrink-0 text-sm tabular-nums",
              count >= maxLength ? "text-feedback-error-text" : "text-text-muted",
            )}
          >
            {counterText}
          </p>
        )}
      </div>
      {hasCounter && (
        <p role="status" data-slot="textarea-counter-status" className="sr-only">
          {nearLimit ? counterText : ""}
        </p>
      )}
    </div>
  );
}
