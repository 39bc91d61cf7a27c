import { Button, OrderSummary } from "@mvpn/design-system";
import { useIntl } from "react-intl";
import { checkoutMessages } from "../../checkout/checkout-messages";
import type { CheckoutSummary } from "../../checkout/summary";

/** The order before the form (beside it on a wide screen), with "Change plan" while the plan picker is folded away. */
export function CheckoutSummaryAside({
  summary,
  priceChange,
  choosingPlan,
  disabled,
  onChangePlan,
}: {
  summary: CheckoutSummary;
  priceChange: { from: string; to: string } | null;
  choosingPlan: boolean;
  disabled: boolean;
  onChangePlan: () => void;
}) {
  const intl = useIntl();
  return (
    <OrderSummary
      // What is being bought, then how to pay: first in the document (CheckoutForm), and beside the form on a wide screen.
      className="lg:sticky lg:top-6 lg:col-start-2 lg:row-start-1"
      action={
        choosingPlan ? undefined : (
          <Button
            type="button"
            variant="link"
            size="sm"
            disabled={disabled}
            onClick={() => {
              onChangePlan();
              requestAnimationFrame(() =>
                document
                  .getElementById("checkout-plan-heading")
                  ?.scrollIntoView({ block: "start" }),
              );
            }}
          >
            {intl.formatMessage(checkoutMessages.changePlan)}
          </Button>
        )
      }
      planTitle={intl.formatMessage(checkoutMessages.planTitle, { months: summary.months })}
      term={intl.formatMessage(checkoutMessages.planTerm, { months: summary.months })}
      currency={summary.currency}
      symbol={summary.symbol}
      listPrice={summary.listPrice}
      discount={summary.discount}
      trial={summary.trial ? { amount: summary.trial, months: 1 } : null}
      total={summary.total}
      perMonth={summary.perMonth}
      renewal={{ amount: summary.renewal, months: summary.months }}
      priceChange={priceChange}
    />
  );
}
