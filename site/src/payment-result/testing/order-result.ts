import type { OrderResult } from "../../api/types";

/** An order id as the api writes it (a UUID). */
export const ORDER_ID = "0b0e6f5e-8a5c-4c8e-9c1e-2f3a4b5c6d7e";

/**
 * A purchase_result answer as the api sends it (docs/payments.md): a card
 * order (`rz`) for plan 2 in dollars, paid once it succeeded; `extra`
 * replaces any field.
 */
export function orderResult(
  order_status: OrderResult["order_status"],
  extra: Partial<OrderResult> = {},
): OrderResult {
  return {
    order_id: ORDER_ID,
    provider: "rz",
    status: order_status,
    order_status,
    paid: order_status === "succeeded",
    plan_id: 2,
    amount: "71.88",
    currency: "USD",
    trial: false,
    ...extra,
  };
}
