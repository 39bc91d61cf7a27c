import { type ComponentProps, type ReactNode, useId } from "react";
import { type HeadingLevel, headingTag } from "../card/headingLevel";
import { cn } from "../lib/cn";
import { Spinner } from "../spinner/Spinner";
import { type ResultStatus, resultStatusClasses, resultStatusIcons } from "./resultStatus";

export interface ResultPanelProps extends Omit<ComponentProps<"section">, "title"> {
  status: ResultStatus;
  /** The answer in a few words: "No WebRTC leak", "Your IP address". */
  title: ReactNode;
  /** A line under the title: what the answer means or why there is none. */
  summary?: ReactNode;
  /** The details: a ResultFacts list, an AddressTable. */
  children?: ReactNode;
  /** Buttons or links: "Run the test again", "Hide my IP". */
  actions?: ReactNode;
  /** `2` by default: the panel sits under the page's h1. */
  headingLevel?: HeadingLevel;
}

/**
 * The result of one of the free tools (the IP lookup, the WebRTC leak test):
 * a status shown three ways at once (the edge and badge colour, the icon's
 * shape, the title's words), the details, then actions. Title and summary
 * are a polite live region, so a screen reader hears the verdict when the
 * page moves from pending to a result. The panel keeps its place while
 * pending: pages pass skeleton details so the result does not shift the page.
 */
export function ResultPanel({
  status,
  title,
  summary,
  children,
  actions,
  headingLevel = 2,
  className,
  ...props
}: ResultPanelProps) {
  const titleId = useId();
  const Heading = headingTag(headingLevel);
  const classes = resultStatusClasses[status];
  return (
    <section
      data-slot="result-panel"
      data-status={status}
      // The scroll-to-top button steps aside rather than cover a result (issue #38).
      data-floating-avoid=""
      aria-labelledby={titleId}
      aria-busy={status === "pending" || undefined}
      className={cn(
        "rounded-card border-border bg-surface-raised text-text shadow-low flex flex-col gap-6 border border-s-4 p-5 sm:p-8",
        classes.edge,
        className,
      )}
      {...props}
    >
      <div
        data-slot="result-panel-message"
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className="flex items-start gap-4"
      >
        <span
          data-slot="result-panel-icon"
          className={cn(
            "rounded-pill flex size-12 shrink-0 items-center justify-center",
            classes.badge,
          )}
        >
          <StatusIcon status={status} />
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <Heading
            id={titleId}
            data-slot="result-panel-title"
            className="font-display text-text m-0 text-xl leading-tight font-bold text-balance sm:text-2xl"
          >
            {title}
          </Heading>
          {summary != null && (
            <p data-slot="result-panel-summary" className="text-text-muted m-0 text-base">
              {summary}
            </p>
          )}
        </div>
      </div>
      {children != null && (
        <div data-slot="result-panel-body" className="flex flex-col gap-4">
          {children}
        </div>
      )}
      {actions != null && (
        <div data-slot="result-panel-actions" className="flex flex-wrap items-center gap-3">
          {actions}
        </div>
      )}
    </section>
  );
}

function StatusIcon({ status }: { status: ResultStatus }) {
  // The title says the verdict; the icon is its picture.
  if (status === "pending") return <Spinner size="md" decorative />;
  const Icon = resultStatusIcons[status];
  return <Icon className="size-7" />;
}
