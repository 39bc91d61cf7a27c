import type { ComponentProps, ReactNode } from "react";
import { type HeadingLevel, headingTag } from "../card/headingLevel";
import { cn } from "../lib/cn";

export interface InstallStep {
  /** Stable key; the index when missing. */
  id?: string;
  title: ReactNode;
  body?: ReactNode;
  /** A picture of the step (an inline SVG in token colours, a screenshot); decoration beside the words. */
  illustration?: ReactNode;
}

export interface InstallStepsProps extends Omit<ComponentProps<"ol">, "children"> {
  steps: readonly InstallStep[];
  /** Level of each step's heading; `3` by default (steps in a section under an `h2`). */
  headingLevel?: HeadingLevel;
}

/**
 * Numbered install or set-up steps: an ordered list (so a screen reader says
 * "1 of 4"), each step with its number in a badge, an optional illustration,
 * a short heading and a sentence. One column on a phone, up to four side by
 * side on a wide screen; the order follows the reading direction.
 */
export function InstallSteps({ steps, headingLevel = 3, className, ...props }: InstallStepsProps) {
  const Heading = headingTag(headingLevel);
  return (
    <ol
      data-slot="install-steps"
      className={cn(
        "m-0 grid list-none gap-6 p-0 sm:grid-cols-2",
        steps.length >= 4 ? "lg:grid-cols-4" : "lg:grid-cols-3",
        className,
      )}
      {...props}
    >
      {steps.map((step, index) => (
        <li
          key={step.id ?? index}
          data-slot="install-step"
          className="bg-surface-raised rounded-card border-border flex flex-col gap-3 border p-5"
        >
          {step.illustration ? (
            <div
              aria-hidden="true"
              data-slot="install-step-illustration"
              className="bg-surface-sunken rounded-control flex aspect-[4/3] items-center justify-center p-3"
            >
              {step.illustration}
            </div>
          ) : null}
          <div className="flex items-start gap-3">
            <span
              aria-hidden="true"
              data-slot="install-step-number"
              className="bg-accent text-on-accent inline-flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold"
            >
              {index + 1}
            </span>
            <div className="flex min-w-0 flex-col gap-1">
              <Heading className="font-display text-text m-0 text-base leading-snug font-bold">
                {step.title}
              </Heading>
              {step.body ? (
                <p className="text-text-muted m-0 text-sm leading-relaxed">{step.body}</p>
              ) : null}
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}
