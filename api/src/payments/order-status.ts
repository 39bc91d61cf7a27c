/**
 * The life of an order:
 *
 *   created ──► pending ──────────────► succeeded
 *      │           │   ▲                    ▲
 *      │           │   └─ requires_action ──┤ (s1: extra card verification)
 *      │           ├──► declined           │
 *      │           └──► abandoned           │ a provider that reports a payment
 *      └──► expired                         │ late still wins (money was taken)
 *
 * - created: the row exists, the provider has not been asked yet.
 * - pending: the provider has a checkout for it (hosted page open, charge running).
 * - requires_action: the provider wants the buyer to verify (s1 test card …3184).
 * - succeeded: paid; exactly one subscription exists for it.
 * - declined: the provider refused the payment.
 * - abandoned: the buyer left the checkout (cancelled, or no answer within CHECKOUT_TIMEOUT_MS).
 * - expired: the order never reached a provider within CHECKOUT_TIMEOUT_MS (the provider call failed).
 */
export const ORDER_STATUSES = [
  "created",
  "pending",
  "requires_action",
  "succeeded",
  "declined",
  "abandoned",
  "expired",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** States that may still change on their own (the site keeps polling). */
export const OPEN_STATUSES = ["created", "pending", "requires_action"] as const;
export type OpenStatus = (typeof OPEN_STATUSES)[number];

/** How long a hosted checkout or a card verification stays open: 30 minutes. */
export const CHECKOUT_TIMEOUT_MS = 30 * 60 * 1000;

export function isOpenStatus(status: string): status is OpenStatus {
  return (OPEN_STATUSES as readonly string[]).includes(status);
}

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}
