import type { IconComponent } from "../icon/createIcon";
import { CircleCheckIcon, CircleXIcon, InfoIcon, TriangleAlertIcon } from "../icon/icons";

export type FeedbackTone = "info" | "success" | "warn" | "error";
export const FEEDBACK_TONES = [
  "info",
  "success",
  "warn",
  "error",
] as const satisfies readonly FeedbackTone[];

/** One icon per tone, so the tone reads without colour: a shape and a word as well. */
export const feedbackIcons: Record<FeedbackTone, IconComponent> = {
  info: InfoIcon,
  success: CircleCheckIcon,
  warn: TriangleAlertIcon,
  error: CircleXIcon,
};

/** Surface, text and border of each tone, from the feedback tokens. */
export const feedbackSurfaceClasses: Record<FeedbackTone, string> = {
  info: "border-feedback-info bg-feedback-info-surface text-feedback-info-text",
  success: "border-feedback-success bg-feedback-success-surface text-feedback-success-text",
  warn: "border-feedback-warn bg-feedback-warn-surface text-feedback-warn-text",
  error: "border-feedback-error bg-feedback-error-surface text-feedback-error-text",
};

/** The icon's colour: tested at 3:1 against the tone's surface (tokens/test/contrast.test.ts). */
export const feedbackIconClasses: Record<FeedbackTone, string> = {
  info: "text-feedback-info",
  success: "text-feedback-success",
  warn: "text-feedback-warn",
  error: "text-feedback-error",
};
