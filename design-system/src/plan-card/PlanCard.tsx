import * as RadioGroupPrimitive from "@radix-ui/react-radio-group";
import { type ComponentProps, type ReactNode, useId } from "react";
import { DiscountBadge } from "../discount-badge/DiscountBadge";
import { useMessages } from "../i18n/messages";
import { GiftIcon } from "../icon/icons";
import { cn } from "../lib/cn";
import { PriceTag } from "../price-tag/PriceTag";
import type { Amount, Plan } from "../pricing/plan";
import { formatMessageNodes } from "./formatMessageNodes";
import { planCardMessages } from "./messages";
import { useInPlanGroup } from "./planGroupContext";
import { planView } from "./planView";

export interface PlanCardProps extends Omit<ComponentProps<"article">, "title" | "children"> {
  /** A plan of the plan list (SPEC.md §3). */
  plan: Plan;
  /** The plan's name as the page words it: "12 months". */
  title: ReactNode;
  /** The "Best value" plan: a ribbon, a higher shadow, and first in line on phones. */
  recommended?: boolean;
  /** Overrides the renewal price (the undiscounted term price); null hides the line. */
  renewal?: Amount | null;
  /** In a PlanPicker: the plan cannot be chosen. */
  disabled?: boolean;
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
  plan,
  title,
  recommended = false,
  renewal,
  disabled,
  className,
  ...props
}: PlanCardProps) {
  const messages = useMessages(planCardMessages);
  const inGroup = useInPlanGroup();
  const ids = usePlanCardIds();
  const view = planView(plan);
  const renewalPrice = renewal === undefined ? view.renewal : renewal;
  const money = { currency: view.currency, symbol: view.symbol };
  const hasTrial = view.trial !== null;
  const freeTrial = hasTrial && Number(view.trial) === 0;

  const content = (
    <>
      {recommended && (
        <span
          id={ids.ribbon}
          data-slot="plan-card-ribbon"
          className="rounded-pill bg-accent text-on-accent absolute start-6 -top-3 px-3 py-0.5 text-xs font-semibold"
        >
          {messages.bestValue}
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
        {view.discountPercent !== null && (
          <DiscountBadge id={ids.badge} percent={view.discountPercent} className="ms-auto" />
        )}
      </span>
      <span id={ids.price} data-slot="plan-card-price" className="block">
        <PriceTag
          amount={view.perMonth}
          {...money}
          period={view.monthly ? "month" : undefined}
          size="xl"
        />
      </span>
      <span
        id={ids.details}
        data-slot="plan-card-details"
        className="text-text-muted flex flex-col gap-1 text-sm"
      >
        <span data-slot="plan-card-total" className="flex flex-wrap items-baseline gap-x-1.5">
          {formatMessageNodes(messages.totalBilled, {
            price: (
              <span className="inline-flex items-baseline gap-1.5">
                {view.totalBeforeDiscount !== null && (
                  <>
                    <PriceTag
                      amount={view.totalBeforeDiscount}
                      {...money}
                      variant="was"
                      size="sm"
                    />{" "}
                  </>
                )}
                <PriceTag amount={view.total} {...money} size="sm" />
              </span>
            ),
          })}
        </span>{" "}
        {renewalPrice !== null && (
          <span data-slot="plan-card-renewal" className="block">
            {formatMessageNodes(messages.renews, {
              price: (
                <PriceTag amount={renewalPrice} {...money} size="sm" className="font-medium" />
              ),
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
                ? messages.freeTrial
                : formatMessageNodes(messages.trial, {
                    price: (
                      <PriceTag
                        amount={view.trial ?? 0}
                        {...money}
                        size="sm"
                        className="text-text-accent"
                      />
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
    "data-plan-id": view.id,
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
      </article>
    );
  }

  return (
    <RadioGroupPrimitive.Item
      {...shared}
      value={view.id}
      disabled={disabled}
      aria-labelledby={`${ids.title} ${ids.price}`}
      aria-describedby={[
        recommended && ids.ribbon,
        view.discountPercent !== null && ids.badge,
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
