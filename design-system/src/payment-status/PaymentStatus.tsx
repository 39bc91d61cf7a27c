import { type ComponentProps, type ReactNode, useId } from "react";
import { type HeadingLevel, headingTag } from "../card/headingLevel";
import { cn } from "../lib/cn";
import { Spinner } from "../spinner/Spinner";
import {
  type PaymentStatusTone,
  paymentStatusBadgeClasses,
  paymentStatusIcons,
} from "./paymentStatusTone";

export interface PaymentStatusProps extends Omit<ComponentProps<"section">, "title"> {
  tone: PaymentStatusTone;
  /** What happened, in the page's words: "Payment received". */
  title: ReactNode;
  /** What it means and what comes next. */
  children?: ReactNode;
  /** Buttons or links: "Download the app", "Try another method". */
  actions?: ReactNode;
  /** Level of the heading; `1` by default (the panel is the page's content). */
  headingLevel?: HeadingLevel;
}

/**
 * The payment-status panel of /paystatus and /paysuc: an icon for the tone
 * (a turning Spinner while pending), a heading, the words, and actions.
 * Heading and words are a polite live region (`role="status"`): when the
 * page moves the panel from pending to success, screen readers hear the new
 * state without losing their place. The tone shows as icon and colour; the
 * heading says it in words.
 */
export function PaymentStatus({
  tone,
  title,
  children,
  actions,
  headingLevel = 1,
  className,
  ...props
}: PaymentStatusProps) {
  const titleId = useId();
  const Heading = headingTag(headingLevel);
  return (
    <section
      data-slot="payment-status"
      data-tone={tone}
      aria-labelledby={titleId}
      aria-busy={tone === "pending" || undefined}
      className={cn(
        "rounded-card border-border bg-surface-raised text-text shadow-low flex flex-col items-center gap-6 border px-5 py-8 text-center sm:px-10 sm:py-12",
        className,
      )}
      {...props}
    >
      <div
        data-slot="payment-status-message"
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className="flex flex-col items-center gap-4"
      >
        <span
          data-slot="payment-status-icon"
          className={cn(
            "rounded-pill flex size-16 items-center justify-center",
            paymentStatusBadgeClasses[tone],
          )}
        >
          <ToneIcon tone={tone} />
        </span>
        <Heading
          id={titleId}
          data-slot="payment-status-title"
          className="font-display text-text m-0 text-2xl leading-tight font-bold text-balance sm:text-3xl"
        >
          {title}
        </Heading>
        {children != null && (
          <div
            data-slot="payment-status-body"
            className="text-text-muted flex max-w-prose flex-col gap-2 text-base leading-relaxed"
          >
            {children}
          </div>
        )}
      </div>
      {actions != null && (
        <div
          data-slot="payment-status-actions"
          className="flex w-full flex-wrap items-center justify-center gap-3"
        >
          {actions}
        </div>
      )}
    </section>
  );
}

function ToneIcon({ tone }: { tone: PaymentStatusTone }) {
  // The heading says what is going on; the icon is its picture.
  if (tone === "pending") return <Spinner size="lg" decorative />;
  const Icon = paymentStatusIcons[tone];
  return <Icon className="size-9" />;
}
