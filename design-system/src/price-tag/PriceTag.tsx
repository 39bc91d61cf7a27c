import type { ComponentProps } from "react";
import { useMessages } from "../i18n/messages";
import { cn } from "../lib/cn";
import { useLocale } from "../locale/LocaleProvider";
import { formatPrice, type PriceAmount } from "../pricing/formatPrice";
import { priceTagMessages } from "./intl/catalog.gen";
import {
  type PriceTagSize,
  type PriceTagVariant,
  type PriceTagVariantProps,
  periodSizes,
  priceTagVariants,
} from "./priceTagVariants";

export interface PriceTagProps extends Omit<ComponentProps<"span">, "children"> {
  amount: PriceAmount;
  /** USD, AUD, CAD or GBP (SPEC.md §1); another code shows `symbol` or Intl's own. */
  currency: string;
  /** Symbol for a currency outside SPEC.md §1 (say "€"). */
  symbol?: string;
  /** Adds "/mo" (read "per month"). */
  period?: "month";
  variant?: PriceTagVariant;
  size?: PriceTagSize;
  /** A current price's colour (default: the text's). */
  tone?: PriceTagVariantProps["tone"];
  /** A current price's weight (default: bold). */
  weight?: PriceTagVariantProps["weight"];
}

/**
 * A price in the page's locale with the symbol of SPEC.md §1 and two
 * decimals. The amount is an LTR isolate, so "$4.99" keeps its order inside
 * Arabic text; the period suffix follows it in the reading direction.
 */
export function PriceTag({
  amount,
  currency,
  symbol,
  period,
  variant = "current",
  size = "md",
  tone,
  weight,
  className,
  ...props
}: PriceTagProps) {
  const { locale } = useLocale();
  const t = useMessages(priceTagMessages);
  const text = formatPrice(amount, currency, locale, { symbol });
  const root = {
    "data-slot": "price-tag",
    "data-variant": variant,
    "data-size": size,
    className: cn(priceTagVariants({ variant, size, tone, weight }), className),
    ...props,
  };

  if (variant === "was") {
    return (
      <span {...root}>
        <s aria-hidden="true" data-slot="price-tag-was">
          <bdi dir="ltr" data-slot="price-tag-amount" className="whitespace-nowrap">
            {text}
          </bdi>
        </s>{" "}
        <span className="sr-only">{t("was", { price: text })}</span>
      </span>
    );
  }

  return (
    <span {...root}>
      <bdi dir="ltr" data-slot="price-tag-amount" className="whitespace-nowrap">
        {text}
      </bdi>
      {period === "month" && (
        <>
          <span
            aria-hidden="true"
            data-slot="price-tag-period"
            className={cn("text-text-muted font-normal", periodSizes[size])}
          >
            {t("perMonthShort")}
          </span>{" "}
          <span data-slot="price-tag-period-label" className="sr-only">
            {t("perMonth")}
          </span>
        </>
      )}
    </span>
  );
}
