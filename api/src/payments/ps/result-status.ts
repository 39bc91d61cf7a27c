import type { OrderStatus } from "../order-status.js";

/**
 * ps reports a paid purchase as "active" (its subscription is active), and
 * the site counts "active" as success for this provider (SPEC.md §4
 * "Payments"): ps/purchase_result says "active" where the others say
 * "succeeded". Every other status reads the same for all providers.
 */
export const PS_SUCCESS_STATUS = "active";

export function psResultStatus(status: OrderStatus): string {
  return status === "succeeded" ? PS_SUCCESS_STATUS : status;
}
