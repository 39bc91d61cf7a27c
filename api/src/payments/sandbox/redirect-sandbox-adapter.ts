import type { OrderForProvider, PaymentStart } from "../adapter.js";
import type { RedirectProviderId } from "../providers.js";
import type { SandboxLinks } from "./links.js";
import { SandboxAdapter } from "./sandbox-adapter.js";
import type { SandboxLedger } from "./sandbox-ledger.js";

/** The hosted sandbox checkout page of an order (served by routes/sandbox). */
export function sandboxCheckoutPath(provider: RedirectProviderId, orderId: string): string {
  return `/sandbox/${provider}/checkout/${orderId}`;
}

/**
 * Test mode of a provider with a hosted checkout page (ps, rz, tpa, so, pd):
 * createPayment opens a checkout and returns the URL of the sandbox page; the
 * buyer approves or declines there (or walks away, and after the timeout the
 * checkout is abandoned); fetchResult reads the outcome.
 */
export class RedirectSandboxAdapter extends SandboxAdapter {
  constructor(
    readonly provider: RedirectProviderId,
    ledger: SandboxLedger,
    private readonly links: SandboxLinks,
  ) {
    super(ledger);
  }

  publicParams(): Record<string, string | number | boolean> {
    return { sandbox: true, flow: "redirect" };
  }

  async createPayment(order: OrderForProvider): Promise<PaymentStart> {
    const row = await this.ledger.open(order, "pending");
    return {
      kind: "redirect",
      providerRef: row.ref,
      // Signed: only the buyer, who gets this URL, can open the page and decide.
      url: this.links.sign(sandboxCheckoutPath(this.provider, order.id)),
    };
  }
}
