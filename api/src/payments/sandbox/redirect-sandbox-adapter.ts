import type { OrderForProvider, PaymentAdapter, PaymentStart, ProviderResult } from "../adapter.js";
import type { RedirectProviderId } from "../providers.js";
import type { SandboxLinks } from "./links.js";
import { SandboxLedger, sandboxResult } from "./sandbox-ledger.js";

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
export class RedirectSandboxAdapter implements PaymentAdapter {
  readonly mode = "sandbox" as const;

  constructor(
    readonly provider: RedirectProviderId,
    private readonly ledger: SandboxLedger,
    private readonly links: SandboxLinks,
  ) {}

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

  async fetchResult(order: OrderForProvider): Promise<ProviderResult> {
    const ref = order.providerRef ?? SandboxLedger.refFor(this.provider, order.id);
    return sandboxResult(await this.ledger.find(ref));
  }
}
