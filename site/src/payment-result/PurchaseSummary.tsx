import { Card, CardContent, CardTitle, formatPrice } from "@mvpn/design-system";
import { useIntl } from "react-intl";
import type { OrderResult } from "../api/types";
import { paysucMessages as m } from "./paysuc-messages";
import { formatLongDate, termMonths } from "./vip-time";

/**
 * What was bought: the term, what it cost (in the page's language) and the
 * order number; for the free trial, until when it is free and what is
 * charged then (issue #37).
 */
export function PurchaseSummary({ order, locale }: { order: OrderResult; locale: string }) {
  const intl = useIntl();
  const months = order.subscription ? termMonths(order.subscription) : null;
  const amount = formatAmount(order, locale);
  const freeTrial = freeTrialOf(order, locale);
  return (
    <Card data-slot="paysuc-order">
      <CardContent>
        <CardTitle headingLevel={2}>{intl.formatMessage(m.orderTitle)}</CardTitle>
        {months !== null && (
          <p className="text-text m-0 text-lg font-semibold">
            {intl.formatMessage(m.orderPlan, { months })}
          </p>
        )}
        {freeTrial ? (
          <p className="text-text m-0" data-slot="paysuc-free-trial">
            {intl.formatMessage(m.orderFreeTrial, {
              date: freeTrial.date,
              amount: <bdi dir="ltr">{freeTrial.amount}</bdi>,
            })}
          </p>
        ) : (
          amount && (
            <p className="text-text m-0">
              {intl.formatMessage(m.orderPaid, {
                // A price keeps its order in a right-to-left sentence.
                amount: <bdi dir="ltr">{amount}</bdi>,
              })}
            </p>
          )
        )}
        <p className="text-text-muted m-0 text-sm break-all">
          {intl.formatMessage(m.orderNumber, {
            order: <bdi dir="ltr">{order.order_id}</bdi>,
          })}
        </p>
      </CardContent>
    </Card>
  );
}

function formatAmount(order: OrderResult, locale: string): string | null {
  try {
    return formatPrice(order.amount, order.currency, locale);
  } catch {
    return null;
  }
}

/** The free trial's end and what renews then, in the page's language; null for any other order. */
function freeTrialOf(order: OrderResult, locale: string): { date: string; amount: string } | null {
  const renewal = order.subscription?.renewal;
  if (!order.trial || Number(order.amount) !== 0 || !order.subscription || !renewal) return null;
  const end = new Date(order.subscription.ends_at);
  if (Number.isNaN(end.getTime())) return null;
  try {
    return {
      date: formatLongDate(end, locale),
      amount: formatPrice(renewal.amount, renewal.currency, locale),
    };
  } catch {
    return null;
  }
}
