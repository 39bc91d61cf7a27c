import { Ban, CircleAlert, Hourglass, TimerOff } from "lucide-react";
import { createIcon, type IconComponent } from "../icon/createIcon";
import { CircleCheckIcon, CircleXIcon } from "../icon/icons";

/**
 * Where a payment stands, as the page has decided it: `pending` (the provider
 * is confirming), `action` (the buyer must act: confirm in the bank's app),
 * `success`, `declined`, `abandoned` (the buyer left the provider's page),
 * `expired` (the order timed out) and `waiting` (paid by a method that
 * settles later, a transfer or crypto).
 */
export type PaymentStatusTone =
  | "pending"
  | "action"
  | "success"
  | "declined"
  | "abandoned"
  | "expired"
  | "waiting";

export const PAYMENT_STATUS_TONES = [
  "pending",
  "action",
  "success",
  "declined",
  "abandoned",
  "expired",
  "waiting",
] as const satisfies readonly PaymentStatusTone[];

/** The icon of each tone but `pending`, which turns a Spinner: a shape as well as a colour. */
export const paymentStatusIcons: Record<Exclude<PaymentStatusTone, "pending">, IconComponent> = {
  action: createIcon("circle-alert", CircleAlert),
  success: CircleCheckIcon,
  declined: CircleXIcon,
  abandoned: createIcon("ban", Ban),
  expired: createIcon("timer-off", TimerOff),
  waiting: createIcon("hourglass", Hourglass),
};

/** The badge behind the icon, from the feedback tokens (icons tested at 3:1 on their surface). */
export const paymentStatusBadgeClasses: Record<PaymentStatusTone, string> = {
  pending: "bg-feedback-info-surface text-feedback-info",
  action: "bg-feedback-warn-surface text-feedback-warn",
  success: "bg-feedback-success-surface text-feedback-success",
  declined: "bg-feedback-error-surface text-feedback-error",
  abandoned: "bg-surface-sunken text-text-muted",
  expired: "bg-surface-sunken text-text-muted",
  waiting: "bg-feedback-info-surface text-feedback-info",
};
