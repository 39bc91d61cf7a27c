import { PlanCard, PlanPicker } from "@mvpn/design-system";
import { useIntl } from "react-intl";
import type { PlanList } from "../../api/types";
import { checkoutMessages } from "../../checkout/checkout-messages";
import { planCardPrice, planCardValue } from "../../pricing";
import { bestValuePlanId } from "../../pricing/best-value";
import { pricingMessages } from "../pricing/messages";

/** Step 1: the plans as a radio group; the choice lives in the URL (`/pricing/checkout/{id}`). */
export function PlanStep({
  plans,
  value,
  onChange,
  disabled,
}: {
  plans: PlanList;
  value: string | null;
  onChange: (id: string) => void;
  disabled: boolean;
}) {
  const intl = useIntl();
  const best = bestValuePlanId(plans.list);
  return (
    <section aria-labelledby="checkout-plan-heading" className="flex flex-col gap-4">
      <h2 id="checkout-plan-heading" className="font-display text-text m-0 text-xl font-bold">
        {intl.formatMessage(checkoutMessages.planHeading)}
      </h2>
      <PlanPicker
        value={value ?? ""}
        onValueChange={onChange}
        aria-labelledby="checkout-plan-heading"
      >
        {plans.list.map((plan) => (
          <PlanCard
            key={plan.id}
            value={planCardValue(plan)}
            price={planCardPrice(plan)}
            title={intl.formatMessage(pricingMessages.planTitle, { months: plan.duration_months })}
            recommended={plan.id === best}
            disabled={disabled}
          />
        ))}
      </PlanPicker>
    </section>
  );
}
