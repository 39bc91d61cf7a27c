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
export {
  isOpenOrderStatus as isOpenStatus,
  isOrderStatus,
  OPEN_ORDER_STATUSES as OPEN_STATUSES,
  type OpenOrderStatus as OpenStatus,
  ORDER_STATUSES,
  type OrderStatus,
} from "@mvpn/contract/constants";

/** How long a hosted checkout or a card verification stays open: 30 minutes. */
export const CHECKOUT_TIMEOUT_MS = 30 * 60 * 1000;
