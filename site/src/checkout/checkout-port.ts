import type { ApiCalls } from "../api";
import { apiBaseUrl } from "../api/config";
import type { Cps } from "../api/types";
import type { CardTokenAnswer, CheckoutPort } from "./pay";

/** The card provider's public parameters (common/params → s1). */
export interface CardProviderParams {
  public_key: string;
  tokens_url: string;
}

/**
 * The checkout's port onto the real api and the card provider's tokeniser.
 * The tokeniser is the provider's, not the api's: its answers are its own
 * (`{ id }` or `{ error: { code, param } }`), not the envelope.
 */
export function checkoutPort(
  calls: ApiCalls,
  { cps, card }: { cps: Cps | null; card: CardProviderParams | null },
): CheckoutPort {
  return {
    redirectPurchase: (provider, body, key) =>
      calls.purchase(provider, body, { cps, idempotencyKey: key }),
    cardPurchase: (body, key) => calls.purchase("s1", body, { cps, idempotencyKey: key }),
    walletPurchase: (body, key) => calls.purchase("gap", body, { cps, idempotencyKey: key }),
    async tokenizeCard(details): Promise<CardTokenAnswer> {
      if (!card) throw new Error("card payments are not offered");
      const response = await fetch(new URL(card.tokens_url, apiBase()), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ public_key: card.public_key, ...details }),
      });
      const answer = (await response.json().catch(() => null)) as {
        id?: unknown;
        error?: { code?: unknown; param?: unknown; message?: unknown };
      } | null;
      if (response.ok && typeof answer?.id === "string") return { token: answer.id };
      if (response.status === 402 && typeof answer?.error?.code === "string") {
        return {
          error: {
            code: answer.error.code,
            param: typeof answer.error.param === "string" ? answer.error.param : undefined,
          },
        };
      }
      // A wrong key or a malformed request is ours, not the buyer's: a failure like any other.
      throw { code: response.status >= 500 ? 502 : response.status, message: "card tokeniser" };
    },
  };
}

/** The api's origin: where relative provider URLs (the sandbox's) resolve. */
function apiBase(): string {
  return apiBaseUrl() || window.location.origin;
}
