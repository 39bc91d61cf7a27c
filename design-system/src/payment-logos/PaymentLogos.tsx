import type { ComponentProps } from "react";
import { useMessages } from "../i18n/messages";
import { LockIcon } from "../icon/icons";
import { cn } from "../lib/cn";
import { paymentLogosMessages } from "./intl/catalog.gen";
import { PaymentLogo, type PaymentLogoSize } from "./PaymentLogo";
import type { PaymentLogoId } from "./paymentLogoMarks";

export interface PaymentLogosProps extends Omit<ComponentProps<"div">, "children"> {
  /** The marks to show, in order. */
  logos: readonly PaymentLogoId[];
  /** Names the list for screen readers; the locale's "Accepted payment methods" by default. */
  label?: string;
  /** Shows "Secure payment" with a lock before the marks. */
  secure?: boolean;
  size?: PaymentLogoSize;
}

/**
 * The row of accepted payment methods (the pricing page, under a pay
 * button): a list of marks that wraps on narrow screens, each an image
 * named by its brand.
 */
export function PaymentLogos({
  logos,
  label,
  secure = false,
  size,
  className,
  ...props
}: PaymentLogosProps) {
  const t = useMessages(paymentLogosMessages);
  return (
    <div
      data-slot="payment-logos"
      className={cn("flex flex-wrap items-center gap-x-4 gap-y-2", className)}
      {...props}
    >
      {secure && (
        <p
          data-slot="payment-logos-secure"
          className="text-text-muted m-0 inline-flex items-center gap-1.5 text-sm font-medium"
        >
          <LockIcon className="text-text-accent" />
          <span>{t("secure")}</span>
        </p>
      )}
      <ul
        data-slot="payment-logos-list"
        aria-label={label ?? t("label")}
        className="m-0 flex list-none flex-wrap items-center gap-2 p-0"
      >
        {logos.map((logo) => (
          <li key={logo} className="flex">
            <PaymentLogo logo={logo} size={size} />
          </li>
        ))}
      </ul>
    </div>
  );
}
