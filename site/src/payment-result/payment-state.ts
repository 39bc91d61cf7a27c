import type { OrderResult } from "../api/types";

/**
 * What one purchase_result answer means for the buyer (docs/payments.md
 * "Orders"): still open, waiting for the buyer's bank, paid, or over without
 * a payment.
 */
export type OrderState =
  | { kind: "open" }
  | { kind: "action"; redirectUrl: string }
  | { kind: "paid" }
  | { kind: "declined" | "abandoned" | "expired"; planId: number | null };

export type UnpaidOutcome = "declined" | "abandoned" | "expired";

/** Paid: `paid: true`, `succeeded`, or `active`, which ps says for a paid order (SPEC.md §4). */
export function isPaid(result: Pick<OrderResult, "paid" | "status" | "order_status">): boolean {
  return result.paid === true || result.order_status === "succeeded" || result.status === "active";
}

/** Whether polling goes on: the answer is neither paid nor one of the final unpaid statuses. */
export function isOpenOrder(result: OrderResult): boolean {
  const { kind } = orderStateOf(result);
  return kind === "open" || kind === "action";
}

/**
 * The state of an order from its answer: `created`, `pending` and
 * `requires_action` are open, the rest final (docs/payments.md). A status this site does not know
 * yet counts as open: polling goes on and, if nothing final comes, ends in
 * "still waiting", which is true whatever the new status means.
 */
export function orderStateOf(result: OrderResult): OrderState {
  if (isPaid(result)) return { kind: "paid" };
  switch (result.order_status) {
    case "requires_action":
      return result.redirect_url
        ? { kind: "action", redirectUrl: result.redirect_url }
        : { kind: "open" };
    case "declined":
    case "abandoned":
    case "expired":
      return { kind: result.order_status, planId: planIdOf(result) };
    default:
      return { kind: "open" };
  }
}

function planIdOf(result: OrderResult): number | null {
  const id = Number(result.plan_id);
  return Number.isInteger(id) && id > 0 ? id : null;
}
