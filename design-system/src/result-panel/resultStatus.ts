import { HelpCircle } from "lucide-react";
import { createIcon, type IconComponent } from "../icon/createIcon";
import { CircleCheckIcon, GlobeIcon, TriangleAlertIcon } from "../icon/icons";

/**
 * What a tool's result says, as the page has decided it: `pending` (still
 * measuring), `safe` (nothing exposed), `exposed` (something is: a leak),
 * `unknown` (could not tell, with the reason in the words) and `info` (a
 * plain reading, e.g. your IP address).
 */
export type ResultStatus = "pending" | "safe" | "exposed" | "unknown" | "info";

export const RESULT_STATUSES = [
  "pending",
  "safe",
  "exposed",
  "unknown",
  "info",
] as const satisfies readonly ResultStatus[];

/** The icon of each status but `pending` (a Spinner): a shape as well as a colour. */
export const resultStatusIcons: Record<Exclude<ResultStatus, "pending">, IconComponent> = {
  safe: CircleCheckIcon,
  exposed: TriangleAlertIcon,
  unknown: createIcon("circle-help", HelpCircle),
  info: GlobeIcon,
};

/** The badge behind the icon and the panel's edge, from the feedback tokens. */
export const resultStatusClasses: Record<ResultStatus, { badge: string; edge: string }> = {
  pending: { badge: "bg-feedback-info-surface text-feedback-info", edge: "border-s-feedback-info" },
  safe: {
    badge: "bg-feedback-success-surface text-feedback-success",
    edge: "border-s-feedback-success",
  },
  exposed: {
    badge: "bg-feedback-error-surface text-feedback-error",
    edge: "border-s-feedback-error",
  },
  unknown: { badge: "bg-feedback-warn-surface text-feedback-warn", edge: "border-s-feedback-warn" },
  info: { badge: "bg-feedback-info-surface text-feedback-info", edge: "border-s-feedback-info" },
};
