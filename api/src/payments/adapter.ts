import type { ProviderId } from "./providers.js";

/** What an adapter is told about the order it takes payment for. */
export interface OrderForProvider {
  id: string;
  provider: ProviderId;
  /**
   * What to take today. 0 for a free trial: the provider saves or authorises
   * the payment method for the renewal and captures nothing (ADR 0026).
   */
  amountMinor: number;
  currency: string;
  /** What each next period charges when the renewal job renews it; null on orders placed before it was recorded. */
  renewalAmountMinor: number | null;
  planId: number;
  planName: string;
  durationMonths: number;
  /** Set once the provider has a checkout or charge for this order. */
  providerRef: string | null;
  /** Where the provider's page sends the buyer back to (same origin, with ?order=). */
  returnUrl: string;
  createdAt: Date;
}

/** What the buyer hands over for providers that charge at once. */
export interface PaymentInput {
  /** s1: a card token from POST /sandbox/s1/tokens (or the real provider's tokeniser). */
  cardToken?: string;
  /** gap: the wallet's payment token. */
  paymentToken?: string;
}

/** The provider's view of one payment, mapped onto our words. */
export interface ProviderResult {
  status: "pending" | "requires_action" | "succeeded" | "declined" | "abandoned";
  /** Where the buyer must go next (requires_action: the verification page). */
  actionUrl?: string;
  /** Why it was declined, readable by the buyer. */
  reason?: string;
  /** The card charged, when the provider tells (My account shows "Visa •••• 4242"). */
  method?: { brand: string; last4: string };
}

/** What the provider answered to a renewal charge (chargeRenewal). */
export interface RenewalCharge {
  providerRef: string;
  result: ProviderResult;
}

/**
 * How a payment starts:
 * - redirect: send the buyer to the provider's hosted page (ps, rz, tpa, so, pd);
 * - client: hand these public parameters to the provider's script in the page;
 * - charged: the provider charged a token at once (s1, gap) and answered.
 */
export type PaymentStart =
  | { kind: "redirect"; providerRef: string; url: string }
  | { kind: "client"; providerRef: string; params: Record<string, string | number> }
  | { kind: "charged"; providerRef: string; result: ProviderResult };

/**
 * One payment provider. Every method must be idempotent per order id: a
 * retried purchase (double click, lost response) calls createPayment again for
 * the same order, and a real adapter passes the order id as the provider's own
 * idempotency key so that no second charge or checkout appears.
 */
export interface PaymentAdapter {
  readonly provider: ProviderId;
  /** "sandbox": simulated in this process; "live": a real provider's API. */
  readonly mode: "sandbox" | "live";
  /** Public parameters the site needs (publishable key, sandbox flag…); never secrets. */
  publicParams(): Record<string, string | number | boolean>;
  createPayment(order: OrderForProvider, input: PaymentInput): Promise<PaymentStart>;
  /** Asks the provider how the payment of this order stands. */
  fetchResult(order: OrderForProvider): Promise<ProviderResult>;
  /**
   * The buyer turned the renewal of the subscription `order` paid for off
   * (`renew` false) or on again. A live adapter tells its provider where the
   * provider keeps a schedule of its own (a card provider's subscription:
   * cancel at period end / resume; a PayPal-like billing agreement: suspend /
   * reactivate); where the api's renewal job does the charging (a saved card,
   * a mandate) it has nothing to cancel and may only record it. Idempotent:
   * called again with the same value, it changes nothing.
   */
  updateRenewal(order: OrderForProvider, renew: boolean): Promise<void>;
  /**
   * Charges the renewal `renewal` (an order the renewal job made, its amount
   * the term price) to the payment method saved when `mandate` (the order that
   * paid the period now ending) was paid, without the buyer present. Must be
   * idempotent per `renewal.id`: a live adapter passes it as the provider's
   * idempotency key, so two instances running the job, or a retry after a
   * crash, charge once. No saved method answers declined with a reason.
   */
  chargeRenewal(renewal: OrderForProvider, mandate: OrderForProvider): Promise<RenewalCharge>;
  /**
   * Live adapters: checks a webhook's signature with the provider secret and
   * returns the provider reference it is about (the api then calls
   * fetchResult, so a forged body can never mark an order paid), or null
   * when the signature is wrong.
   */
  verifyWebhook?(request: {
    headers: Record<string, string | string[] | undefined>;
    rawBody: string;
  }): Promise<{ providerRef: string } | null>;
}
