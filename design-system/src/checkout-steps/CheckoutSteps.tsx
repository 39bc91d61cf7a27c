import type { ComponentProps, ReactNode } from "react";
import { useMessages } from "../i18n/messages";
import { CheckIcon } from "../icon/icons";
import { cn } from "../lib/cn";
import { checkoutStepsMessages } from "./intl/catalog.gen";

export interface CheckoutStepsProps extends Omit<ComponentProps<"ol">, "children"> {
  /** The current step, counted from 0. */
  current: number;
  /** The steps' names; the locale's "Plan", "Account", "Payment" by default. */
  steps?: readonly ReactNode[];
}

/**
 * Where the buyer is in the checkout: an ordered list of numbered steps, the
 * current one marked `aria-current="step"`, the ones before it with a check
 * and "completed" for screen readers. It shows progress only: the steps are
 * not links, so it is a named list rather than a navigation landmark (the
 * page offers "Change plan" where going back makes sense).
 */
export function CheckoutSteps({
  current,
  steps,
  className,
  "aria-label": ariaLabel,
  ...props
}: CheckoutStepsProps) {
  const t = useMessages(checkoutStepsMessages);
  const names = steps ?? [t("plan"), t("account"), t("payment")];
  return (
    <ol
      data-slot="checkout-steps"
      aria-label={ariaLabel ?? t("label")}
      className={cn(
        "text-text m-0 flex list-none flex-wrap items-center gap-1.5 p-0 sm:gap-2",
        className,
      )}
      {...props}
    >
      {names.map((name, index) => {
        const state = index < current ? "complete" : index === current ? "current" : "upcoming";
        return (
          <li
            // Steps are a fixed sequence: the position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            data-slot="checkout-step"
            data-state={state}
            aria-current={state === "current" ? "step" : undefined}
            className="group/step flex items-center gap-1.5 sm:gap-2"
          >
            {index > 0 && (
              <span
                aria-hidden="true"
                className="bg-border-strong group-data-[state=upcoming]/step:bg-border h-px w-3 sm:w-8"
              />
            )}
            <span
              aria-hidden="true"
              className={cn(
                "rounded-pill flex size-7 shrink-0 items-center justify-center border-2 text-sm font-semibold",
                state === "complete" && "border-accent bg-accent text-on-accent",
                state === "current" && "border-accent text-text-accent",
                state === "upcoming" && "border-border-strong text-text-muted",
              )}
            >
              {state === "complete" ? <CheckIcon strokeWidth={3} /> : index + 1}
            </span>
            <span
              className={cn(
                "text-sm",
                state === "current" ? "text-text font-semibold" : "text-text-muted",
              )}
            >
              {name}
              {state === "complete" && <span className="sr-only"> {t("completed")}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
