/**
 * One payment attempt: the `Idempotency-Key` header and the client-made
 * `order_id` of its calls (docs/payments.md "One order per click"). A
 * retry after a network failure reuses them, so the api answers the same
 * order; a final answer (declined, paid) or a change of plan or method
 * starts a new attempt.
 */
export interface PaymentAttempt {
  key: string;
  orderId: string;
  planId: number;
  provider: string;
}

export function newAttempt(planId: number, provider: string): PaymentAttempt {
  return { key: crypto.randomUUID(), orderId: crypto.randomUUID(), planId, provider };
}

/** The attempt to use for a click: the open one when it is for the same plan and method. */
export function attemptFor(
  open: PaymentAttempt | null,
  planId: number,
  provider: string,
): PaymentAttempt {
  return open && open.planId === planId && open.provider === provider
    ? open
    : newAttempt(planId, provider);
}
