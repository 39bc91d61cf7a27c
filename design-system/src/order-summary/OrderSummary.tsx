import { type ComponentProps, type ReactNode, useId } from "react";
import { Alert } from "../alert/Alert";
import { type HeadingLevel, headingTag } from "../card/headingLevel";
import { useMessages } from "../i18n/messages";
import { cn } from "../lib/cn";
import { useLocale } from "../locale/LocaleProvider";
import { MONEY_BACK_DAYS, MoneyBackNote } from "../money-back-note/MoneyBackNote";
import { PriceTag } from "../price-tag/PriceTag";
import { formatPercent, parseDiscountPercent } from "../pricing/discountPercent";
import type { PriceAmount } from "../pricing/formatPrice";
import { orderSummaryMessages } from "./intl/catalog.gen";
import { OrderSummaryRow } from "./OrderSummaryRow";

/** What was taken off the list price: the amount (positive) and, if shown, the percentage. */
export interface OrderSummaryDiscount {
  amount: PriceAmount;
  percent?: number | null;
}

/** A first period at a trial price: "First 7 days: $0.99", or "First month: $1.99" with `months`. */
export type OrderSummaryTrial =
  | { amount: PriceAmount; days: number; months?: undefined }
  | { amount: PriceAmount; months: number; days?: undefined };

/** What the plan renews at, and how often. */
export interface OrderSummaryRenewal {
  amount: PriceAmount;
  months: number;
}

/** The amounts before and after the api priced the order again. */
export interface OrderSummaryPriceChange {
  from: PriceAmount;
  to: PriceAmount;
}

export interface OrderSummaryProps extends Omit<ComponentProps<"section">, "title"> {
  /** The plan as the page words it: "12 months". */
  planTitle: ReactNode;
  /** A line under the plan: "Billed every 12 months · 10 devices". */
  term?: ReactNode;
  /** ISO 4217 code; USD, AUD, CAD and GBP show their SPEC.md §1 symbol. */
  currency: string;
  /** The symbol for a currency outside those four. */
  symbol?: string;
  /** The price before the discount, struck through; none hides the row. */
  listPrice?: PriceAmount | null;
  discount?: OrderSummaryDiscount | null;
  trial?: OrderSummaryTrial | null;
  /** What is charged today: the largest amount of the box. */
  total: PriceAmount;
  /** The same term as a price per month ("That’s $4.99 per month"). */
  perMonth?: PriceAmount | null;
  /** The renewal line; after a trial it reads "Then … every …". */
  renewal?: OrderSummaryRenewal | null;
  /** Days of the money-back guarantee under the amounts; `null` hides it. */
  moneyBackDays?: number | null;
  /** Shown as a warning above the amounts when the price changed since the page showed it. */
  priceChange?: OrderSummaryPriceChange | null;
  /** Beside the heading: a "Change plan" link. */
  action?: ReactNode;
  /** The heading; the locale's "Order summary" by default. */
  title?: ReactNode;
  /** Level of the heading; `2` by default. */
  headingLevel?: HeadingLevel;
}

/**
 * The checkout's summary box: the plan, its amounts as a description list
 * (list price struck through, discount, trial, total due today), the price
 * per month and the renewal in smaller type, and the money-back guarantee
 * (DESIGN-LANGUAGE.md: honest prices, per month, total billed, renewal).
 * Amounts are formatted in the page's locale and stay left to right inside
 * Arabic text (PriceTag). The component computes nothing: the page passes
 * every amount already decided.
 */
export function OrderSummary({
  planTitle,
  term,
  currency,
  symbol,
  listPrice = null,
  discount = null,
  trial = null,
  total,
  perMonth = null,
  renewal = null,
  moneyBackDays = MONEY_BACK_DAYS,
  priceChange = null,
  action,
  title,
  headingLevel = 2,
  className,
  ...props
}: OrderSummaryProps) {
  const t = useMessages(orderSummaryMessages);
  const { locale } = useLocale();
  const titleId = useId();
  const Heading = headingTag(headingLevel);
  const money = { currency, symbol };
  const percent = parseDiscountPercent(discount?.percent ?? null);

  return (
    <section
      data-slot="order-summary"
      aria-labelledby={titleId}
      className={cn(
        "rounded-card border-border bg-surface-raised text-text shadow-low flex flex-col gap-4 border p-5 sm:p-6",
        className,
      )}
      {...props}
    >
      <div
        data-slot="order-summary-header"
        className="flex flex-wrap items-baseline gap-x-4 gap-y-1"
      >
        <Heading
          id={titleId}
          data-slot="order-summary-title"
          className="font-display text-text m-0 me-auto text-xl leading-tight font-bold"
        >
          {title ?? t("title")}
        </Heading>
        {action != null && (
          <div data-slot="order-summary-action" className="text-sm">
            {action}
          </div>
        )}
      </div>

      {priceChange !== null && (
        <Alert
          data-slot="order-summary-price-change"
          tone="warn"
          live
          title={t("priceChangedTitle")}
        >
          {t.rich("priceChanged", {
            from: <PriceTag amount={priceChange.from} {...money} size="sm" tone="inherit" />,
            to: <PriceTag amount={priceChange.to} {...money} size="sm" tone="inherit" />,
          })}
        </Alert>
      )}

      <div data-slot="order-summary-plan" className="flex flex-col gap-0.5">
        <p className="text-text m-0 text-base font-semibold">{planTitle}</p>
        {term != null && <p className="text-text-muted m-0 text-sm">{term}</p>}
      </div>

      <dl data-slot="order-summary-rows" className="m-0 flex flex-col gap-2 text-sm">
        {listPrice !== null && (
          <OrderSummaryRow slot="order-summary-list-price" label={t("listPrice")}>
            <PriceTag amount={listPrice} {...money} variant="was" size="sm" />
          </OrderSummaryRow>
        )}
        {discount !== null && (
          <OrderSummaryRow
            slot="order-summary-discount"
            label={
              percent === null
                ? t("discount")
                : t.rich("discountPercent", {
                    percent: <bdi dir="ltr">{formatPercent(percent, locale)}</bdi>,
                  })
            }
          >
            <PriceTag
              amount={negative(discount.amount)}
              {...money}
              size="sm"
              tone="accent"
              weight="semibold"
            />
          </OrderSummaryRow>
        )}
        {trial !== null && (
          <OrderSummaryRow
            slot="order-summary-trial"
            label={
              trial.months === undefined
                ? t("trial", { days: trial.days })
                : t("trialMonths", { months: trial.months })
            }
          >
            <PriceTag amount={trial.amount} {...money} size="sm" weight="semibold" />
          </OrderSummaryRow>
        )}
        <OrderSummaryRow slot="order-summary-total" label={t("total")} total>
          <PriceTag amount={total} {...money} size="lg" />
        </OrderSummaryRow>
      </dl>

      {(perMonth !== null || renewal !== null) && (
        <div
          data-slot="order-summary-notes"
          className="text-text-muted flex flex-col gap-1 text-sm"
        >
          {perMonth !== null && (
            <p data-slot="order-summary-per-month" className="m-0">
              {t.rich("perMonth", {
                price: <PriceTag amount={perMonth} {...money} size="sm" weight="medium" />,
              })}
            </p>
          )}
          {renewal !== null && (
            <p data-slot="order-summary-renewal" className="m-0">
              {t.rich(trial === null ? "renews" : "renewsAfterTrial", {
                price: <PriceTag amount={renewal.amount} {...money} size="sm" weight="medium" />,
                months: renewal.months,
              })}
            </p>
          )}
        </div>
      )}

      {moneyBackDays !== null && <MoneyBackNote days={moneyBackDays} />}
    </section>
  );
}

/** The discount shown as an amount taken off: "-$84.00" in the locale's own sign and order. */
function negative(amount: PriceAmount): PriceAmount {
  if (typeof amount === "number") return -Math.abs(amount);
  const text = amount.trim();
  return text.startsWith("-") ? text : `-${text}`;
}
