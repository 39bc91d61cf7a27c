import { VisuallyHidden } from "@radix-ui/react-visually-hidden";
import type { ComponentProps } from "react";
import { useMessages } from "../i18n/messages";
import { LoaderIcon } from "../icon/icons";
import { cn } from "../lib/cn";
import { spinnerMessages } from "./intl/catalog.gen";

export type SpinnerSize = "sm" | "md" | "lg";
export const SPINNER_SIZES = ["sm", "md", "lg"] as const satisfies readonly SpinnerSize[];

const sizeClasses: Record<SpinnerSize, string> = {
  sm: "size-4",
  md: "size-6",
  lg: "size-10",
};

export interface SpinnerProps extends Omit<ComponentProps<"span">, "children"> {
  /** What is loading, for screen readers; the locale's "Loading" by default. */
  label?: string;
  /**
   * Hides the spinner from screen readers, for when something else already
   * says that the page is busy (a button's own text, a LoadingOverlay's status).
   */
  decorative?: boolean;
  size?: SpinnerSize;
}

/**
 * A turning ring in the current text colour. It is a `status` region with a
 * hidden label, so screen readers hear "Loading"; readers who ask for reduced
 * motion see the same ring standing still.
 */
export function Spinner({
  label,
  decorative = false,
  size = "md",
  className,
  ...props
}: SpinnerProps) {
  const t = useMessages(spinnerMessages);
  return (
    <span
      data-slot="spinner"
      data-size={size}
      role={decorative ? undefined : "status"}
      aria-hidden={decorative || undefined}
      className={cn("inline-flex shrink-0 items-center justify-center", className)}
      {...props}
    >
      <LoaderIcon
        data-slot="spinner-icon"
        className={cn(sizeClasses[size], "animate-spin motion-reduce:animate-none")}
      />
      {decorative ? null : <VisuallyHidden>{label ?? t("loading")}</VisuallyHidden>}
    </span>
  );
}
