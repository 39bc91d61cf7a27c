import type { SandboxLinks } from "../sandbox/links.js";
import { RedirectSandboxAdapter } from "../sandbox/redirect-sandbox-adapter.js";
import type { SandboxLedger } from "../sandbox/sandbox-ledger.js";

/**
 * Test mode of Hosted checkout (so): so/purchase answers a `web_url` (the site copies it to redirect_url) to the provider's page.
 * The sandbox page /sandbox/so/checkout/<order> stands in for that page.
 */
export function createSoSandboxAdapter(
  ledger: SandboxLedger,
  links: SandboxLinks,
): RedirectSandboxAdapter {
  return new RedirectSandboxAdapter("so", ledger, links);
}
