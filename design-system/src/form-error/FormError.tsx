import type { ComponentProps, MouseEvent, ReactNode } from "react";
import { useMessages } from "../i18n/messages";
import { CircleAlertIcon } from "../icon/icons";
import { cn } from "../lib/cn";
import { formErrorMessages } from "./intl/catalog.gen";

export interface FormErrorItem {
  /** The id of the field at fault (the `id` given to TextField, Select…); none for a form-wide error. */
  fieldId?: string;
  message: ReactNode;
}

export interface FormErrorProps extends Omit<ComponentProps<"div">, "title"> {
  errors: readonly FormErrorItem[];
  /** Overrides the translated "Please check the following". */
  title?: ReactNode;
}

/**
 * The error summary of a form, shown after a failed submit: an alert (read out
 * as it appears) listing each problem, each a link that moves focus to its
 * field. Renders nothing without errors.
 */
export function FormError({ errors, title, className, ...props }: FormErrorProps) {
  const t = useMessages(formErrorMessages);
  if (errors.length === 0) return null;
  return (
    <div
      role="alert"
      data-slot="form-error"
      className={cn(
        "rounded-card border-feedback-error bg-feedback-error-surface text-feedback-error-text flex gap-3 border p-4",
        className,
      )}
      {...props}
    >
      <CircleAlertIcon className="text-feedback-error mt-0.5 size-5 shrink-0" />
      <div className="flex flex-col gap-2">
        <p data-slot="form-error-title" className="font-semibold">
          {title ?? t("title")}
        </p>
        <ul data-slot="form-error-list" className="flex list-disc flex-col gap-1 ps-5 text-sm">
          {errors.map((error, index) => (
            // Messages may repeat and ids may be missing: the position is the stable key here.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <li key={index} data-slot="form-error-item">
              {error.fieldId ? (
                <a
                  href={`#${error.fieldId}`}
                  onClick={(event) => focusField(event, error.fieldId)}
                  className="focus-visible:outline-focus underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2"
                >
                  {error.message}
                </a>
              ) : (
                error.message
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * Following `#id` only scrolls; it does not focus the input. Focus it, so
 * the next key press edits the field the message is about.
 */
function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string | undefined) {
  const field = fieldId ? document.getElementById(fieldId) : null;
  if (!field) return;
  event.preventDefault();
  field.focus();
  field.scrollIntoView?.({ block: "center" });
}
