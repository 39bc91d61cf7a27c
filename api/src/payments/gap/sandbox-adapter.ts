import type { OrderForProvider, PaymentInput, PaymentStart } from "../adapter.js";
import { SandboxAdapter } from "../sandbox/sandbox-adapter.js";
import { SandboxLedger, sandboxResult } from "../sandbox/sandbox-ledger.js";

/** Wallet payment tokens the gap sandbox accepts (docs/payments.md). */
export const GAP_SANDBOX_TOKENS = {
  approve: "gap_sandbox_approve",
  decline: "gap_sandbox_decline",
} as const;

export const WALLET_DECLINED = "The wallet declined the payment.";
export const WALLET_TOKEN_UNKNOWN =
  "The payment token was not accepted. Please choose the payment method again.";

/**
 * Test mode of the Google Pay / Apple Pay-like provider gap: the site gets a
 * payment token from the wallet sheet and posts it to gap/purchase_result,
 * which charges it at once. The sandbox accepts the two tokens above.
 */
export class GapSandboxAdapter extends SandboxAdapter {
  readonly provider = "gap" as const;

  publicParams(): Record<string, string | number | boolean> {
    return {
      sandbox: true,
      flow: "wallet",
      environment: "TEST",
      approve_token: GAP_SANDBOX_TOKENS.approve,
      decline_token: GAP_SANDBOX_TOKENS.decline,
    };
  }

  async createPayment(order: OrderForProvider, input: PaymentInput): Promise<PaymentStart> {
    const ref = SandboxLedger.refFor("gap", order.id);
    const existing = await this.ledger.find(ref);
    if (existing) return { kind: "charged", providerRef: ref, result: sandboxResult(existing) };
    const row =
      input.paymentToken === GAP_SANDBOX_TOKENS.approve
        ? await this.ledger.open(order, "succeeded")
        : await this.ledger.open(order, "declined", {
            reason:
              input.paymentToken === GAP_SANDBOX_TOKENS.decline
                ? WALLET_DECLINED
                : WALLET_TOKEN_UNKNOWN,
          });
    return { kind: "charged", providerRef: row.ref, result: sandboxResult(row) };
  }
}
