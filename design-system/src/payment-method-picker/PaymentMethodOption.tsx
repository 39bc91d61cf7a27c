import * as RadioGroupPrimitive from "@radix-ui/react-radio-group";
import { useId } from "react";
import { cn } from "../lib/cn";
import { useLocale } from "../locale/LocaleProvider";
import { PaymentLogo } from "../payment-logos/PaymentLogo";
import { usePaymentLogoName } from "../payment-logos/usePaymentLogoName";
import type { PaymentMethod } from "./PaymentMethodPicker";

/**
 * One method: a `<button role="radio">` named by its label and described by
 * its line, its marks and, when disabled, the reason. The marks are pictures
 * for the eye; the description says their names as a list in words ("Visa,
 * Mastercard and American Express"), which every screen reader reads. Everything
 * inside is phrasing content (spans, SVG), which a button may hold.
 */
export function PaymentMethodOption({ method }: { method: PaymentMethod }) {
  const base = useId();
  const { locale } = useLocale();
  const logoName = usePaymentLogoName();
  const ids = {
    label: `${base}-label`,
    description: `${base}-description`,
    logos: `${base}-logos`,
    reason: `${base}-reason`,
  };
  const logos = method.logos ?? [];
  const showReason = method.disabled && method.disabledReason != null;
  return (
    <RadioGroupPrimitive.Item
      data-slot="payment-method"
      data-method={method.value}
      value={method.value}
      disabled={method.disabled}
      aria-labelledby={ids.label}
      aria-describedby={
        [
          method.description != null && ids.description,
          logos.length > 0 && ids.logos,
          showReason && ids.reason,
        ]
          .filter(Boolean)
          .join(" ") || undefined
      }
      className={cn(
        "group/payment-method rounded-card border-border bg-surface-raised flex min-h-14 w-full items-center gap-3 border px-4 py-3 text-start",
        "ease-enter cursor-pointer transition-[box-shadow,border-color] duration-150 motion-reduce:transition-none",
        "hover:border-border-strong",
        "focus-visible:outline-focus focus-visible:outline-2 focus-visible:outline-offset-2",
        "data-[state=checked]:border-accent data-[state=checked]:ring-accent data-[state=checked]:ring-1",
        "disabled:bg-surface-sunken disabled:hover:border-border disabled:cursor-not-allowed",
      )}
    >
      <span
        data-slot="payment-method-indicator"
        aria-hidden="true"
        className="rounded-pill border-border-strong group-data-[state=checked]/payment-method:border-accent flex size-5 shrink-0 items-center justify-center border-2 group-disabled/payment-method:opacity-60"
      >
        <span className="rounded-pill bg-accent ease-enter size-2.5 scale-0 transition-transform duration-150 group-data-[state=checked]/payment-method:scale-100 motion-reduce:transition-none" />
      </span>
      {/* The marks sit at the end beside the words, or under them when the row is too narrow for both. */}
      <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-2">
        <span className="flex min-w-0 grow basis-40 flex-col gap-0.5">
          <span
            id={ids.label}
            data-slot="payment-method-label"
            className="text-text group-disabled/payment-method:text-text-muted text-base font-semibold"
          >
            {method.label}
          </span>
          {method.description != null && (
            <span
              id={ids.description}
              data-slot="payment-method-description"
              className="text-text-muted text-sm"
            >
              {method.description}
            </span>
          )}
          {showReason && (
            <span
              id={ids.reason}
              data-slot="payment-method-reason"
              className="text-text-muted text-sm"
            >
              {method.disabledReason}
            </span>
          )}
        </span>
        {logos.length > 0 && (
          <span
            id={ids.logos}
            data-slot="payment-method-logos"
            className="flex flex-wrap gap-1 group-disabled/payment-method:opacity-60"
          >
            {logos.map((logo) => (
              <PaymentLogo key={logo} logo={logo} size="sm" decorative />
            ))}
            <span className="sr-only">{listOf(logos.map(logoName), locale)}</span>
          </span>
        )}
      </span>
    </RadioGroupPrimitive.Item>
  );
}

function listOf(names: string[], locale: string): string {
  try {
    return new Intl.ListFormat(locale, { type: "conjunction" }).format(names);
  } catch {
    return names.join(", ");
  }
}
