import { VisuallyHidden } from "@radix-ui/react-visually-hidden";
import type { ComponentProps } from "react";
import { useMessages } from "../i18n/messages";
import { cn } from "../lib/cn";
import { spinnerMessages } from "../spinner/intl/catalog.gen";
import { Spinner } from "../spinner/Spinner";

export interface LoadingOverlayProps extends ComponentProps<"div"> {
  /** True while the asynchronous work runs (SPEC.md §2); see `useAsyncAction`. */
  active: boolean;
  /** What is loading, for screen readers; the locale's "Loading" by default. */
  label?: string;
  /** Classes for the box around the children, the one marked `aria-busy`. */
  contentClassName?: string;
}

/**
 * Covers its children with a veil and a spinner while `active`, so they can
 * be neither read as final nor clicked twice. The children's box is marked
 * `aria-busy`; the "Loading" announcement lives in a status region beside it
 * (screen readers may mute changes inside a busy region) that is always
 * mounted, so the change of its text is announced.
 */
export function LoadingOverlay({
  active,
  label,
  className,
  contentClassName,
  children,
  ...props
}: LoadingOverlayProps) {
  const t = useMessages(spinnerMessages);
  return (
    <div
      data-slot="loading-overlay"
      data-active={active || undefined}
      className={cn("relative", className)}
      {...props}
    >
      <div
        data-slot="loading-overlay-content"
        aria-busy={active || undefined}
        className={contentClassName}
      >
        {children}
      </div>
      <VisuallyHidden role="status" data-slot="loading-overlay-status">
        {active ? (label ?? t("loading")) : ""}
      </VisuallyHidden>
      {active ? (
        <div
          data-slot="loading-overlay-scrim"
          className={cn(
            "absolute inset-0 z-10 grid cursor-progress place-items-center rounded-[inherit]",
            "bg-surface/75 text-text-accent",
            "ease-enter transition-opacity duration-150 motion-reduce:transition-none starting:opacity-0",
          )}
        >
          <Spinner decorative size="lg" />
        </div>
      ) : null}
    </div>
  );
}
