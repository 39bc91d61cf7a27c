import type { ComponentProps, ReactNode } from "react";
import { useMessages } from "../i18n/messages";
import { CloseIcon } from "../icon/icons";
import { IconButton } from "../icon-button/IconButton";
import { cn } from "../lib/cn";
import {
  type FeedbackTone,
  feedbackIconClasses,
  feedbackIcons,
  feedbackSurfaceClasses,
} from "./feedbackTone";
import { alertMessages } from "./intl/catalog.gen";

export type AlertTone = FeedbackTone;

export interface AlertProps extends Omit<ComponentProps<"div">, "title"> {
  tone?: AlertTone;
  title?: ReactNode;
  /** A button or link beside the message ("Try again", "Update payment method"). */
  action?: ReactNode;
  /** Shows a dismiss button that calls this. */
  onDismiss?: () => void;
  /** The dismiss button's accessible name; the locale's "Dismiss" by default. */
  dismissLabel?: string;
  /**
   * Set when the alert appears after the page has loaded (a form that failed
   * to send). Errors and warnings then interrupt as `role="alert"`; info and
   * success wait their turn as `role="status"`. Without it the alert has no
   * role: it is part of the page and is read in order, not shouted on load.
   */
  live?: boolean;
}

/** The role for a tone: only news that needs attention now interrupts (see `live`). */
export function alertRole(tone: AlertTone, live: boolean): "alert" | "status" | undefined {
  if (!live) return undefined;
  return tone === "error" || tone === "warn" ? "alert" : "status";
}

/**
 * An inline message in the flow of the page, in one of four tones. The tone
 * shows as colour, icon and a word for screen readers.
 */
export function Alert({
  tone = "info",
  title,
  action,
  onDismiss,
  dismissLabel,
  live = false,
  role,
  className,
  children,
  ...props
}: AlertProps) {
  const t = useMessages(alertMessages);
  const Icon = feedbackIcons[tone];
  return (
    <div
      data-slot="alert"
      data-tone={tone}
      role={role ?? alertRole(tone, live)}
      className={cn(
        "rounded-card flex items-start gap-3 border p-4 text-start font-sans",
        feedbackSurfaceClasses[tone],
        className,
      )}
      {...props}
    >
      <Icon
        data-slot="alert-icon"
        label={t(tone)}
        className={cn("mt-0.5 size-5", feedbackIconClasses[tone])}
      />
      <div data-slot="alert-body" className="flex min-w-0 flex-1 flex-col gap-1">
        {title != null ? (
          <p data-slot="alert-title" className="text-base leading-tight font-semibold">
            {title}
          </p>
        ) : null}
        {children != null ? (
          <div data-slot="alert-description" className="text-sm leading-normal">
            {children}
          </div>
        ) : null}
        {action != null ? (
          <div data-slot="alert-action" className="mt-2 flex flex-wrap gap-2">
            {action}
          </div>
        ) : null}
      </div>
      {onDismiss ? (
        <IconButton
          data-slot="alert-dismiss"
          label={dismissLabel ?? t("dismiss")}
          onClick={onDismiss}
          tone="inherit"
          className="-my-2.5 -me-2.5"
        >
          <CloseIcon />
        </IconButton>
      ) : null}
    </div>
  );
}
