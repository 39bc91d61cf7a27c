import type { SandboxLinks } from "../sandbox/links.js";
import { RedirectSandboxAdapter } from "../sandbox/redirect-sandbox-adapter.js";
import type { SandboxLedger } from "../sandbox/sandbox-ledger.js";

/**
 * Test mode of Checkout (pd): common/pd/prepurchase opens a checkout for the order; the buyer pays on the provider's page.
 * The sandbox page /sandbox/pd/checkout/<order> stands in for that page.
 */
export function createPdSandboxAdapter(
  ledger: SandboxLedger,
  links: SandboxLinks,
): RedirectSandboxAdapter {
  return new RedirectSandboxAdapter("pd", ledger, links);
}
