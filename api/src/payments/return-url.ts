/**
 * Where a provider's page sends the buyer back: the order's same-origin
 * return path with `order` and `provider` added to its query (any fragment
 * kept last), e.g. "/de/paystatus?from=x" → "/de/paystatus?from=x&order=…&provider=ps".
 */
export function returnUrlFor(returnPath: string, orderId: string, provider: string): string {
  const base = "http://same.invalid";
  const url = new URL(returnPath, base);
  url.searchParams.set("order", orderId);
  url.searchParams.set("provider", provider);
  return `${url.pathname}${url.search}${url.hash}`;
}
