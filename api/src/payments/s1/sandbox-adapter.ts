import type { OrderForProvider, PaymentInput, PaymentStart } from "../adapter.js";
import type { SandboxLinks } from "../sandbox/links.js";
import { SandboxAdapter } from "../sandbox/sandbox-adapter.js";
import { SandboxLedger, sandboxResult } from "../sandbox/sandbox-ledger.js";
import type { SandboxCardTokens } from "./sandbox-tokens.js";

/** The publishable key of the s1 sandbox (not a secret: it only tokenises test cards). */
export const S1_SANDBOX_PUBLIC_KEY = "pk_sandbox_mvpn_s1";

/** The page where the buyer completes the extra verification of test card …3184. */
export function s1VerificationPath(orderId: string): string {
  return `/sandbox/s1/verify/${orderId}`;
}

export const CARD_DECLINED = "Your card was declined.";
export const CARD_VERIFICATION_FAILED = "Your card could not be verified. Please try another card.";
export const CARD_TOKEN_INVALID =
  "The card token is unknown or was already used. Please enter your card again.";

/**
 * Test mode of the card provider s1: create_subscription charges a card token
 * from POST /sandbox/s1/tokens. 4242… succeeds, …0002 is declined, …3184
 * requires verification on the sandbox page, …0341 is saved but its renewal
 * is declined (docs/payments.md).
 */
export class S1SandboxAdapter extends SandboxAdapter {
  readonly provider = "s1" as const;

  constructor(
    ledger: SandboxLedger,
    private readonly tokens: SandboxCardTokens,
    private readonly links: SandboxLinks,
  ) {
    super(ledger);
  }

  publicParams(): Record<string, string | number | boolean> {
    return {
      sandbox: true,
      flow: "card",
      public_key: S1_SANDBOX_PUBLIC_KEY,
      tokens_url: "/sandbox/s1/tokens",
    };
  }

  async createPayment(order: OrderForProvider, input: PaymentInput): Promise<PaymentStart> {
    const ref = SandboxLedger.refFor("s1", order.id);
    // A retried request for the same order: the charge already happened.
    const existing = await this.ledger.find(ref);
    if (existing) return { kind: "charged", providerRef: ref, result: sandboxResult(existing) };

    const card = input.cardToken ? await this.tokens.spend(input.cardToken, order.id) : undefined;
    if (!card) {
      const row = await this.ledger.open(order, "declined", { reason: CARD_TOKEN_INVALID });
      return { kind: "charged", providerRef: row.ref, result: sandboxResult(row) };
    }
    const details = { last4: card.last4, brand: card.brand };
    const row =
      card.behaviour === "succeed"
        ? await this.ledger.open(order, "succeeded", details)
        : card.behaviour === "decline_later"
          ? // Saved now; every later charge of it (the renewal) is declined.
            await this.ledger.open(order, "succeeded", { ...details, later_charges: "decline" })
          : card.behaviour === "decline"
            ? await this.ledger.open(order, "declined", { ...details, reason: CARD_DECLINED })
            : await this.ledger.open(order, "requires_action", {
                ...details,
                actionUrl: this.links.sign(s1VerificationPath(order.id)),
              });
    return { kind: "charged", providerRef: row.ref, result: sandboxResult(row) };
  }
}
