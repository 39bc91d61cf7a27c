import type { SandboxLinks } from "../sandbox/links.js";
import { RedirectSandboxAdapter } from "../sandbox/redirect-sandbox-adapter.js";
import type { SandboxLedger } from "../sandbox/sandbox-ledger.js";

/**
 * Test mode of Third-party app payments (tpa): the provider's hosted page hands over to the buyer's payment app and comes back.
 * The sandbox page /sandbox/tpa/checkout/<order> stands in for that page.
 */
export function createTpaSandboxAdapter(
  ledger: SandboxLedger,
  links: SandboxLinks,
): RedirectSandboxAdapter {
  return new RedirectSandboxAdapter("tpa", ledger, links);
}
