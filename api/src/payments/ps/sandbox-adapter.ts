import type { SandboxLinks } from "../sandbox/links.js";
import { RedirectSandboxAdapter } from "../sandbox/redirect-sandbox-adapter.js";
import type { SandboxLedger } from "../sandbox/sandbox-ledger.js";

/**
 * Test mode of the wallet provider ps: the buyer approves on the provider's
 * hosted page (/sandbox/ps/checkout/<order> here) and comes back.
 */
export function createPsSandboxAdapter(
  ledger: SandboxLedger,
  links: SandboxLinks,
): RedirectSandboxAdapter {
  return new RedirectSandboxAdapter("ps", ledger, links);
}
