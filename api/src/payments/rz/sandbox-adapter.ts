import type { SandboxLinks } from "../sandbox/links.js";
import { RedirectSandboxAdapter } from "../sandbox/redirect-sandbox-adapter.js";
import type { SandboxLedger } from "../sandbox/sandbox-ledger.js";

/**
 * Test mode of Local payment methods (rz): the buyer pays on the provider's hosted page and comes back.
 * The sandbox page /sandbox/rz/checkout/<order> stands in for that page.
 */
export function createRzSandboxAdapter(
  ledger: SandboxLedger,
  links: SandboxLinks,
): RedirectSandboxAdapter {
  return new RedirectSandboxAdapter("rz", ledger, links);
}
