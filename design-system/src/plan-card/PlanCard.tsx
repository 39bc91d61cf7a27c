import * as RadioGroupPrimitive from "@radix-ui/react-radio-group";
import { type ComponentProps, type ReactNode, useId } from "react";
import { DiscountBadge } from "../discount-badge/DiscountBadge";
import { useMessages } from "../i18n/messages";
import { GiftIcon } from "../icon/icons";
import { cn } from "../lib/cn";
import { PriceTag } from "../price-tag/PriceTag";
import type { PriceAmount } from "../pricing/formatPrice";
import { planCardMessages } from "./intl/catalog.gen";
import { useInPlanGroup } from "./planGroupContext";

/**
 * What a plan card shows of a plan's price: amounts (numbers or decimal
 * strings such as "59.88") that the card formats in the page's locale, and
 * what to show around them. The site maps its own plans to this; the card
 * applies no pricing rule.
 */
export interface PlanCardPrice {
  /** ISO 4217 code; USD, AUD, CAD and GBP always show their SPEC.md §1 symbol ($, A$, CA$, £). */
  currency: string;
  /** The symbol for a currency outside those four; Intl's own without it. */
  symbol?: string | undefined;
  /** The price per month, the largest number on the card. */
  perMonth: PriceAmount;
  /** Whether `perMonth` is quoted per month, so "/mo" follows it. */
  monthly: boolean;
  /** What is billed for the whole term. */
  total: PriceAmount;
  /** The total before the discount, shown struck through; null when there is none. */
  totalBeforeDiscount: PriceAmount | null;
  /** What the term renews at; null hides the line. */
  renewal: PriceAmount | null;
  /** The price of a first trial period ("Start with a … trial", 0 a free trial); null without a trial. */
  trial: PriceAmount | null;
  /** The saving in percent, shown as a badge; null shows none. */
  discountPercent: number | null;
}

export interface PlanCardProps extends Omit<ComponentProps<"article">, "title" | "children"> {
  /** The plan's id: the radio value inside a PlanPicker, and `data-plan-id`. */
  value: string;
  /** The amounts the card shows. */
  price: PlanCardPrice;
  /** The plan's name as the page words it: "12 months". */
  title: ReactNode;
  /** The "Best value" plan: a ribbon, a higher shadow, and first in line on phones. */
  recommended?: boolean;
  /** In a PlanPicker: the plan cannot be chosen. */
  disabled?: boolean;
  /**
   * A call to action at the foot of a card on its own ("Get 12 months", a
   * link to the checkout). Ignored inside a PlanPicker, where the whole card
   * is a radio and may hold nothing interactive.
   */
  action?: ReactNode;
}

/**
 * One plan, priced honestly (DESIGN-LANGUAGE.md "Pricing"): the price per
 * month is the largest number; the total billed and the renewal price sit
 * under it in smaller type; the saving is a badge in the accent colour.
 *
 * Alone it is a card (an article named by its title). Inside a PlanPicker it is
 * a radio of the group, a `<button role="radio">` named by its title and
 * monthly price and described by the rest; it then gets the same props. Its
 * inside is phrasing content (spans), which a button may hold.
 */
export function PlanCard({
  value,
  price,
  title,
  recommended = false,
  disabled,
  action,
  className,
  ...props
}: PlanCardProps) {
  const t = useMessages(planCardMessages);
  const inGroup = useInPlanGroup();
  const ids = usePlanCardIds();
  const money = { currency: price.currency, symbol: price.symbol };
  const hasTrial = price.trial !== null;
  const freeTrial = hasTrial && Number(price.trial) === 0;

  const content = (
    <>
      {recommended && (
        <span
          id={ids.ribbon}
          data-slot="plan-card-ribbon"
          className="rounded-pill bg-accent text-on-accent absolute start-6 -top-3 px-3 py-0.5 text-xs font-semibold"
        >
          {t("bestValue")}
        </span>
      )}
      <span data-slot="plan-card-header" className="flex items-center gap-3">
        {inGroup && (
          <span
            data-slot="plan-card-indicator"
            aria-hidden="true"
            className="rounded-pill border-border-strong group-data-[state=checked]/plan-card:border-accent flex size-5 shrink-0 items-center justify-center border-2"
          >
            <span className="rounded-pill bg-accent ease-enter size-2.5 scale-0 transition-transform duration-150 group-data-[state=checked]/plan-card:scale-100 motion-reduce:transition-none" />
          </span>
        )}
        <span
          id={ids.title}
          data-slot="plan-card-title"
          className="text-text text-lg font-semibold"
        >
          {title}
        </span>
        {price.discountPercent !== null && (
          <DiscountBadge id={ids.badge} percent={price.discountPercent} className="ms-auto" />
        )}
      </span>
      <span id={ids.price} data-slot="plan-card-price" className="block">
        <PriceTag
          amount={price.perMonth}
          {...money}
          period={price.monthly ? "month" : undefined}
          size="xl"
        />
      </span>
      <span
        id={ids.details}
        data-slot="plan-card-details"
        className="text-text-muted flex flex-col gap-1 text-sm"
      >
        <span data-slot="plan-card-total" className="flex flex-wrap items-baseline gap-x-1.5">
          {t.rich("totalBilled", {
            price: (
              <span className="inline-flex items-baseline gap-1.5">
                {price.totalBeforeDiscount !== null && (
                  <>
                    <PriceTag
                      amount={price.totalBeforeDiscount}
                      {...money}
                      variant="was"
                      size="sm"
                    />{" "}
                  </>
                )}
                <PriceTag amount={price.total} {...money} size="sm" />
              </span>
            ),
          })}
        </span>{" "}
        {price.renewal !== null && (
          <span data-slot="plan-card-renewal" className="block">
            {t.rich("renews", {
              price: <PriceTag amount={price.renewal} {...money} size="sm" weight="medium" />,
            })}
          </span>
        )}{" "}
        {hasTrial && (
          <span
            data-slot="plan-card-trial"
            className="text-text-accent flex items-center gap-1.5 font-medium"
          >
            <GiftIcon className="shrink-0" />
            <span>
              {freeTrial
                ? t("freeTrial")
                : t.rich("trial", {
                    price: (
                      <PriceTag amount={price.trial ?? 0} {...money} size="sm" tone="accent" />
                    ),
                  })}
            </span>
          </span>
        )}
      </span>
    </>
  );

  const shared = {
    "data-slot": "plan-card",
    "data-recommended": recommended || undefined,
    "data-plan-id": value,
  };
  const cardClasses = cn(
    "group/plan-card rounded-card border-border bg-surface-raised relative flex w-full flex-col gap-4 border p-6 pt-7 text-start",
    recommended ? "shadow-mid" : "shadow-low",
  );

  if (!inGroup) {
    return (
      <article
        {...shared}
        aria-labelledby={ids.title}
        className={cn(cardClasses, className)}
        {...props}
      >
        {content}
        {action ? (
          // mt-auto: in a row of cards the actions line up whatever each card holds.
          <div data-slot="plan-card-action" className="mt-auto flex flex-col pt-2">
            {action}
          </div>
        ) : null}
      </article>
    );
  }

  return (
    <RadioGroupPrimitive.Item
      {...shared}
      value={value}
      disabled={disabled}
      aria-labelledby={`${ids.title} ${ids.price}`}
      aria-describedby={[
        recommended && ids.ribbon,
        price.discountPercent !== null && ids.badge,
        ids.details,
      ]
        .filter(Boolean)
        .join(" ")}
      className={cn(
        cardClasses,
        "cursor-pointer",
        "ease-enter transition-[box-shadow,border-color] duration-200 motion-reduce:transition-none",
        recommended ? "hover:shadow-high max-md:order-first" : "hover:shadow-mid",
        "focus-visible:outline-focus focus-visible:outline-2 focus-visible:outline-offset-2",
        "data-[state=checked]:border-accent data-[state=checked]:ring-accent data-[state=checked]:ring-2",
        "disabled:cursor-not-allowed disabled:opacity-60",
        className,
      )}
      // Same props as the card; the element is a button here.
      {...(props as Omit<ComponentProps<typeof RadioGroupPrimitive.Item>, "value">)}
    >
      {content}
    </RadioGroupPrimitive.Item>
  );
}

function usePlanCardIds() {
  const base = useId();
  return {
    ribbon: `${base}-ribbon`,
    title: `${base}-title`,
    badge: `${base}-badge`,
    price: `${base}-price`,
    details: `${base}-details`,
  };
}
