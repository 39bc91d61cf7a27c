import type { ResultProvider } from "../api/calls/payments";

/** The providers whose result the site polls (docs/api.md "Results"; gap answers in its purchase call). */
export const RESULT_PROVIDERS = [
  "s1",
  "pd",
  "ps",
  "rz",
  "tpa",
  "so",
] as const satisfies readonly ResultProvider[];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface PaymentQuery {
  orderId: string;
  provider: ResultProvider;
}

export const isResultProvider = (value: string): value is ResultProvider =>
  (RESULT_PROVIDERS as readonly string[]).includes(value);

/**
 * `?order=<uuid>&provider=<s1|pd|ps|rz|tpa|so>`, as the providers' return
 * links write it (docs/payments.md "The sandbox"). Null when either is
 * missing or malformed: the page then asks nothing of the api.
 */
export function readPaymentQuery(search: URLSearchParams): PaymentQuery | null {
  const orderId = search.get("order")?.trim() ?? "";
  const provider = search.get("provider")?.trim().toLowerCase() ?? "";
  if (!UUID.test(orderId) || !isResultProvider(provider)) return null;
  return { orderId, provider };
}

/** The query of a page about one order (/paystatus, /paysuc). */
export function paymentSearch({ orderId, provider }: PaymentQuery): string {
  return `?${new URLSearchParams({ order: orderId, provider })}`;
}
