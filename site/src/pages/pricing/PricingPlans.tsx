import { Button, MoneyBackNote, PlanCard } from "@mvpn/design-system";
import { type CSSProperties, useId } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import type { PlanList } from "../../api/types";
import { withLanguage } from "../../app/routing/paths";
import { planCardPrice, planCardValue } from "../../pricing";
import { bestValuePlanId } from "../../pricing/best-value";
import { phoneOrder } from "../../pricing/phone-order";
import { pricingMessages } from "./messages";

/** The plan cards of /pricing, each with its way to the checkout (`/pricing/checkout/{id}`). */
export function PricingPlans({ plans, locale }: { plans: PlanList; locale: string }) {
  const intl = useIntl();
  const headingId = useId();
  const best = bestValuePlanId(plans.list);
  const onPhone = phoneOrder(plans.list);
  const currencyName =
    new Intl.DisplayNames([locale], { type: "currency" }).of(plans.currency) ?? plans.currency;
  return (
    <section
      id="plans"
      aria-labelledby={headingId}
      data-slot="pricing-plans"
      data-currency={plans.currency}
      className="max-w-content mx-auto flex w-full flex-col gap-6 px-4 py-8 sm:px-6 md:gap-8 md:py-16 lg:px-8"
    >
      <div className="flex flex-col gap-2">
        <h2 id={headingId} className="font-display text-text m-0 text-2xl font-bold md:text-3xl">
          {intl.formatMessage(pricingMessages.plansHeading)}
        </h2>
        <p className="text-text-muted m-0 max-w-2xl">
          {intl.formatMessage(pricingMessages.plansNote)}{" "}
          {intl.formatMessage(pricingMessages.pricesIn, { currency: currencyName })}
        </p>
      </div>
      <div className="grid items-stretch gap-6 pt-3 md:grid-cols-3">
        {plans.list.map((plan) => {
          const months = plan.duration_months;
          const recommended = plan.id === best;
          return (
            <PlanCard
              key={plan.id}
              value={planCardValue(plan)}
              price={planCardPrice(plan)}
              title={intl.formatMessage(pricingMessages.planTitle, { months })}
              recommended={recommended}
              // One column on a phone: longest term first (24 / 12 / 1, issue #38).
              className="max-md:order-(--plan-phone-order)"
              style={{ "--plan-phone-order": onPhone.get(plan.id) } as CSSProperties}
              action={
                <Button asChild size="lg" variant={recommended ? "primary" : "outline"}>
                  <Link to={withLanguage(locale, `/pricing/checkout/${plan.id}`)}>
                    {intl.formatMessage(pricingMessages.choosePlan, { months })}
                  </Link>
                </Button>
              }
            />
          );
        })}
      </div>
      <MoneyBackNote className="self-center" />
    </section>
  );
}
