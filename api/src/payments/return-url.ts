import { sameOriginPath } from "@mvpn/contract/validation";

/** Where a buyer goes back to when the order's path is not one of the site's. */
const DEFAULT_RETURN_PATH = "/paystatus";

/**
 * Where a provider's page sends the buyer back: the order's same-origin
 * return path with `order` and `provider` added to its query (any fragment
 * kept last), e.g. "/de/paystatus?from=x" → "/de/paystatus?from=x&order=…&provider=ps".
 * The path is resolved with the contract's rule (sameOriginPath): an order
 * stored with a path that would leave the site (written before the rule
 * caught dot segments) goes back to /paystatus instead, so the answer is
 * never protocol-relative or off-site.
 */
export function returnUrlFor(returnPath: string, orderId: string, provider: string): string {
  const base = "http://same.invalid";
  const url = new URL(sameOriginPath(returnPath) ?? DEFAULT_RETURN_PATH, base);
  url.searchParams.set("order", orderId);
  url.searchParams.set("provider", provider);
  return `${url.pathname}${url.search}${url.hash}`;
}
