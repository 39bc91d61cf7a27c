import type {
  OrderForProvider,
  PaymentAdapter,
  PaymentInput,
  PaymentStart,
  ProviderResult,
  RenewalCharge,
} from "../adapter.js";
import type { ProviderId } from "../providers.js";
import { SandboxLedger, sandboxResult } from "./sandbox-ledger.js";

/**
 * What every sandbox provider does alike: its payments live in the sandbox
 * ledger, so reading a result, recording a renewal turned off or on, and
 * charging a renewal to the saved method are the same for all seven; only
 * how a payment starts differs (card token, wallet token, hosted page).
 */
export abstract class SandboxAdapter implements PaymentAdapter {
  abstract readonly provider: ProviderId;
  readonly mode = "sandbox" as const;

  constructor(protected readonly ledger: SandboxLedger) {}

  abstract publicParams(): Record<string, string | number | boolean>;
  abstract createPayment(order: OrderForProvider, input: PaymentInput): Promise<PaymentStart>;

  async fetchResult(order: OrderForProvider): Promise<ProviderResult> {
    return sandboxResult(await this.ledger.find(refOf(order)));
  }

  /** The provider's record of the payment keeps `renewal: "on" | "off"`, as a real one keeps its schedule. */
  async updateRenewal(order: OrderForProvider, renew: boolean): Promise<void> {
    await this.ledger.recordRenewal(refOf(order), renew);
  }

  async chargeRenewal(
    renewal: OrderForProvider,
    mandate: OrderForProvider,
  ): Promise<RenewalCharge> {
    const row = await this.ledger.chargeRenewal(renewal, refOf(mandate));
    return { providerRef: row.ref, result: sandboxResult(row) };
  }
}

function refOf(order: OrderForProvider): string {
  return order.providerRef ?? SandboxLedger.refFor(order.provider, order.id);
}
