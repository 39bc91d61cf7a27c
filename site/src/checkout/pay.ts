import type { Currency } from "@mvpn/contract/constants";
import type { OrderResult } from "../api/types";
import type { PaymentAttempt } from "./attempt";
import { type CardInput, digitsOf, parseExpiry } from "./card-input";
import { PAYMENT_FLOWS, type ProviderId, type RedirectProvider } from "./payment-methods";

/** The body every purchase call shares (docs/api.md "Payments"). */
export interface PurchaseRequest {
  plan_id: number;
  currency: Currency;
  order_id: string;
  /** Where a hosted checkout sends the buyer back: the localised /paystatus. */
  return_url: string;
}

/** The card provider's tokeniser's answer (docs/payments.md "Cards (s1)"). */
export type CardTokenAnswer =
  | { token: string }
  | { error: { code: string; param?: string | undefined; message?: string | undefined } };

/** What the checkout needs of the api and the providers; `key` is the Idempotency-Key. */
export interface CheckoutPort {
  redirectPurchase(
    provider: RedirectProvider,
    body: PurchaseRequest,
    key: string,
  ): Promise<OrderResult>;
  tokenizeCard(card: {
    number: string;
    exp_month: number;
    exp_year: number;
    cvc: string;
  }): Promise<CardTokenAnswer>;
  cardPurchase(body: PurchaseRequest & { token: string }, key: string): Promise<OrderResult>;
  walletPurchase(
    body: PurchaseRequest & { payment_token: string },
    key: string,
  ): Promise<OrderResult>;
}

/** Why a payment could not be made, each with its own words and next step on the page. */
export type PayFailure =
  /** No answer, or the api failed: nothing was charged for certain; try again (same attempt). */
  | "network"
  /** The provider is switched off or failing (503): choose another method. */
  | "unavailable"
  /** Too many attempts (429): wait a minute. */
  | "busy"
  /** The plan belongs to a partner's offer (403). */
  | "partner"
  /** The order clashed with an earlier one (409): a new attempt is needed. */
  | "conflict"
  /** The api refused the request (400): its message says why. */
  | "rejected";

export type CardFieldProblem = "invalid" | "expired";

export type PayOutcome =
  /** Off to the provider's page (a hosted checkout or a card verification). */
  | { kind: "redirect"; url: string; order: OrderResult | null }
  /** Paid on the spot (card, wallet). */
  | { kind: "paid"; order: OrderResult }
  /** The provider refused the payment; the order is final. */
  | { kind: "declined"; order: OrderResult }
  /** Still open without a page to go to: follow it on /paystatus. */
  | { kind: "pending"; order: OrderResult }
  /** The tokeniser refused a card field before any order existed. */
  | { kind: "card-problem"; field: keyof CardInput; problem: CardFieldProblem }
  | { kind: "failed"; failure: PayFailure; message?: string | undefined };

export interface PayInput {
  port: CheckoutPort;
  provider: ProviderId;
  attempt: PaymentAttempt;
  currency: Currency;
  returnUrl: string;
  /** For s1: the card as typed (already checked by checkCard). */
  card?: CardInput;
  /** For gap: what the wallet sheet answered. */
  walletToken?: string;
}

/**
 * One press of "Pay" (issue #12), for any of the seven providers: builds the
 * purchase body with the attempt's order id, calls the provider's flow with
 * the attempt's Idempotency-Key, and reads the answer into one outcome the
 * page words. Never throws.
 */
export async function pay(input: PayInput): Promise<PayOutcome> {
  const { port, provider, attempt } = input;
  const body: PurchaseRequest = {
    plan_id: attempt.planId,
    currency: input.currency,
    order_id: attempt.orderId,
    return_url: input.returnUrl,
  };
  try {
    const flow = PAYMENT_FLOWS[provider];
    if (flow === "card") {
      if (!input.card) throw new Error("the card flow needs the card");
      const token = await tokenize(port, input.card);
      if ("problem" in token) return token.problem;
      return readOrder(await port.cardPurchase({ ...body, token: token.token }, attempt.key));
    }
    if (flow === "wallet") {
      if (!input.walletToken) throw new Error("the wallet flow needs the wallet's token");
      return readOrder(
        await port.walletPurchase({ ...body, payment_token: input.walletToken }, attempt.key),
      );
    }
    return readOrder(await port.redirectPurchase(provider as RedirectProvider, body, attempt.key));
  } catch (reason) {
    return failureOf(reason);
  }
}

async function tokenize(
  port: CheckoutPort,
  card: CardInput,
): Promise<{ token: string } | { problem: PayOutcome }> {
  const expiry = parseExpiry(card.expiry);
  const answer = await port.tokenizeCard({
    number: digitsOf(card.number),
    exp_month: expiry?.month ?? 0,
    exp_year: expiry?.year ?? 0,
    cvc: card.cvc.trim(),
  });
  if ("token" in answer) return answer;
  const { code } = answer.error;
  const field: keyof CardInput =
    code === "invalid_cvc" || code === "incorrect_cvc"
      ? "cvc"
      : code.includes("expir")
        ? "expiry"
        : "number";
  return {
    problem: {
      kind: "card-problem",
      field,
      problem: code === "expired_card" ? "expired" : "invalid",
    },
  };
}

/** Reads an order answer (docs/payments.md "Orders"; ps reports success as `active`, SPEC.md §4). */
export function readOrder(order: OrderResult): PayOutcome {
  if (order.paid) return { kind: "paid", order };
  const status = order.order_status || order.status;
  if (status === "declined") return { kind: "declined", order };
  if (status === "abandoned" || status === "expired")
    return { kind: "failed", failure: "conflict" };
  const url = order.redirect_url;
  if (url) return { kind: "redirect", url, order };
  return { kind: "pending", order };
}

/** The client rejects with the envelope of a failed call, or with the error itself when no answer came. */
export function failureOf(reason: unknown): PayOutcome {
  const envelope =
    typeof reason === "object" && reason !== null && "code" in reason
      ? (reason as { code: unknown; message?: unknown })
      : null;
  const code = typeof envelope?.code === "number" ? envelope.code : null;
  const message = typeof envelope?.message === "string" ? envelope.message : undefined;
  if (code === 503) return { kind: "failed", failure: "unavailable" };
  if (code === 429) return { kind: "failed", failure: "busy" };
  if (code === 403) return { kind: "failed", failure: "partner" };
  if (code === 409) return { kind: "failed", failure: "conflict" };
  if (code !== null && code >= 400 && code < 500) {
    return { kind: "failed", failure: "rejected", message };
  }
  return { kind: "failed", failure: "network" };
}
