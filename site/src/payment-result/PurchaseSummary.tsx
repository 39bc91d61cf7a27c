import { Card, CardContent, CardTitle, formatPrice } from "@mvpn/design-system";
import { useIntl } from "react-intl";
import type { OrderResult } from "../api/types";
import { paysucMessages as m } from "./paysuc-messages";
import { termMonths } from "./vip-time";

/** What was bought: the term, what it cost (in the page's language) and the order number. */
export function PurchaseSummary({ order, locale }: { order: OrderResult; locale: string }) {
  const intl = useIntl();
  const months = order.subscription ? termMonths(order.subscription) : null;
  const amount = formatAmount(order, locale);
  return (
    <Card data-slot="paysuc-order">
      <CardContent>
        <CardTitle headingLevel={2}>{intl.formatMessage(m.orderTitle)}</CardTitle>
        {months !== null && (
          <p className="text-text m-0 text-lg font-semibold">
            {intl.formatMessage(m.orderPlan, { months })}
          </p>
        )}
        {amount && (
          <p className="text-text m-0">
            {intl.formatMessage(m.orderPaid, {
              // A price keeps its order in a right-to-left sentence.
              amount: <bdi dir="ltr">{amount}</bdi>,
            })}
          </p>
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
