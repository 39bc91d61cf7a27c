import * as RadioGroupPrimitive from "@radix-ui/react-radio-group";
import type { ComponentProps } from "react";
import { useMessages } from "../i18n/messages";
import { cn } from "../lib/cn";
import { PlanGroupContext } from "../plan-card/planGroupContext";
import { planPickerMessages } from "./intl/catalog.gen";

export interface PlanPickerProps
  extends Omit<ComponentProps<typeof RadioGroupPrimitive.Root>, "dir" | "orientation"> {}

/**
 * The plans as one radio group (Radix RadioGroup): Tab enters at the chosen
 * plan, arrow keys move and choose, in both axes since the cards are a row on
 * desktop and a column on phones. Direction comes from the LocaleProvider, so
 * in Arabic ArrowLeft moves forward.
 *
 * Children are PlanCards. On phones the recommended one is shown first (CSS
 * order; DESIGN-LANGUAGE.md "Pricing") while the DOM, and so the arrow keys,
 * keep the order given: plans carry no meaning in their sequence, and the
 * desktop row, where most keyboard use happens, matches the DOM.
 */
export function PlanPicker({
  className,
  children,
  "aria-label": ariaLabel,
  "aria-labelledby": labelledBy,
  loop = true,
  ...props
}: PlanPickerProps) {
  const t = useMessages(planPickerMessages);
  return (
    <PlanGroupContext.Provider value={true}>
      <RadioGroupPrimitive.Root
        data-slot="plan-picker"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? ariaLabel : (ariaLabel ?? t("label"))}
        loop={loop}
        className={cn(
          "grid grid-cols-1 items-stretch gap-6 pt-3 md:auto-cols-fr md:grid-flow-col md:grid-cols-none",
          // Inside a <form>, Radix adds a hidden input per radio and moves it
          // aside with translateX(-100%): in a right-to-left page that makes
          // the page scroll sideways. It is invisible either way.
          "[&>input]:transform-none!",
          className,
        )}
        {...props}
      >
        {children}
      </RadioGroupPrimitive.Root>
    </PlanGroupContext.Provider>
  );
}
