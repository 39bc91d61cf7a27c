import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** The query parameter carrying a sandbox page's signature. */
export const LINK_SIGNATURE_PARAM = "sig";

/**
 * Signed links to the sandbox's hosted pages (issue #18, finding 1): the
 * checkout of an order and its Approve / Decline / Cancel buttons answer
 * only at the address the api handed to the order's buyer (the purchase
 * answer's `redirect_url`, which only the buyer's own calls return). Anyone
 * else who knows or guesses an order id gets "Checkout not found". A
 * decision is recorded once (the sandbox ledger decides only an open
 * payment), so a link is spent by its first decision.
 *
 * The key is derived from a server secret (the ALTCHA key, which several
 * instances share) so that every instance accepts the links of the others;
 * without one, a random key per process.
 */
export class SandboxLinks {
  private readonly key: Buffer;

  constructor(secret: string | Buffer = randomBytes(32)) {
    this.key = createHmac("sha256", secret).update("mvpn sandbox page links v1").digest();
  }

  /** `pagePath?sig=…`: the address to send the buyer to. */
  sign(pagePath: string): string {
    return `${pagePath}?${LINK_SIGNATURE_PARAM}=${this.signature(pagePath)}`;
  }

  /** Whether `signature` is the one of `pagePath` (in constant time). */
  verify(pagePath: string, signature: unknown): boolean {
    if (typeof signature !== "string") return false;
    const expected = Buffer.from(this.signature(pagePath));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private signature(pagePath: string): string {
    return createHmac("sha256", this.key).update(pagePath).digest("base64url");
  }
}
