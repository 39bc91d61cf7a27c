import * as RadioGroupPrimitive from "@radix-ui/react-radio-group";
import { type ComponentProps, type ReactNode, useState } from "react";
import { useMessages } from "../i18n/messages";
import { cn } from "../lib/cn";
import type { PaymentLogoId } from "../payment-logos/paymentLogoMarks";
import { paymentMethodPickerMessages } from "./intl/catalog.gen";
import { PaymentMethodOption } from "./PaymentMethodOption";
import { PaymentMethodsMore } from "./PaymentMethodsMore";

/** One way to pay, as the page words it. */
export interface PaymentMethod {
  /** The method's id: the radio value and `data-method`. */
  value: string;
  /** Its name: "Card", "PayPal". */
  label: ReactNode;
  /** A line under the name ("Visa, Mastercard, American Express"). */
  description?: ReactNode;
  /** The marks shown at the option's end. */
  logos?: readonly PaymentLogoId[];
  /** The method cannot be chosen now; say why with `disabledReason`. */
  disabled?: boolean;
  /** Why it is disabled ("Not available in your country"), shown and read with it. */
  disabledReason?: ReactNode;
}

export interface PaymentMethodPickerProps
  extends Omit<
    ComponentProps<typeof RadioGroupPrimitive.Root>,
    "dir" | "orientation" | "children"
  > {
  methods: readonly PaymentMethod[];
  /**
   * Methods folded under a disclosure after `methods`, named by `label` in the
   * page's words ("More ways to pay"): open while one of them is chosen.
   */
  more?: { label: ReactNode; methods: readonly PaymentMethod[] };
}

/**
 * The payment methods as one radio group (Radix RadioGroup), one row each:
 * Tab enters at the chosen method, the arrow keys move and choose. Direction
 * comes from the LocaleProvider, so in Arabic ArrowLeft moves forward, as in
 * the PlanPicker. Named "Payment method" unless the page names it
 * (`aria-label`, or `aria-labelledby` its own heading).
 */
export function PaymentMethodPicker({
  methods,
  className,
  "aria-label": ariaLabel,
  "aria-labelledby": labelledBy,
  loop = true,
  more,
  value,
  defaultValue,
  onValueChange,
  disabled,
  ...props
}: PaymentMethodPickerProps) {
  const t = useMessages(paymentMethodPickerMessages);
  // The choice, controlled or not: the fold stays open while it holds it.
  const [own, setOwn] = useState(defaultValue);
  const chosen = value ?? own;
  return (
    <RadioGroupPrimitive.Root
      data-slot="payment-method-picker"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? ariaLabel : (ariaLabel ?? t("label"))}
      loop={loop}
      value={value}
      defaultValue={defaultValue}
      disabled={disabled}
      onValueChange={(next) => {
        setOwn(next);
        onValueChange?.(next);
      }}
      className={cn(
        "grid grid-cols-1 gap-3",
        // Inside a form Radix adds a hidden input per radio, moved out of the way by
        // translateX(-100%): in right-to-left pages that is past the start edge, which
        // scrolls, so a 360 px phone could scroll sideways. Left in place it is harmless
        // (absolute, transparent, no pointer events).
        "[&>input]:transform-none!",
        className,
      )}
      {...props}
    >
      {methods.map((method) => (
        <PaymentMethodOption key={method.value} method={method} />
      ))}
      {more && more.methods.length > 0 ? (
        <PaymentMethodsMore
          label={more.label}
          methods={more.methods}
          chosen={chosen}
          disabled={disabled}
        />
      ) : null}
    </RadioGroupPrimitive.Root>
  );
}
