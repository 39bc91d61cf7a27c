import { EMPTY_TOKEN_MESSAGE } from "@mvpn/contract/validation";
import { ApiError, badRequest } from "../http/envelope.js";
import type { UsedTokenStore } from "./used-tokens.js";
import { BOT_TOKEN_LIFETIME_MS, type BotCheckContext, type BotVerifier } from "./verifier.js";

/** The app's bot protection: `app.botProtection`. */
export interface BotProtection {
  verifier: BotVerifier;
  usedTokens: UsedTokenStore;
}

/** SPEC.md §5's refusal of an empty token (the contract's words; the site says the same). */
export { EMPTY_TOKEN_MESSAGE };
export const FAILED_CHECK_MESSAGE = "bot check failed";

/**
 * Checks the `recasign` of a protected call (docs/api.md "Bot protection"):
 * empty → 400 "recaptcha token is empty" (SPEC.md §5); invalid, expired or
 * already used → 400 "bot check failed"; provider unreachable → 503.
 * The token is claimed only once it verified, so junk fills no table.
 */
export async function checkBotToken(
  protection: BotProtection,
  token: unknown,
  context: BotCheckContext,
): Promise<void> {
  if (typeof token !== "string" || token.trim() === "") throw badRequest(EMPTY_TOKEN_MESSAGE);
  const verdict = await protection.verifier.verify(token, context);
  if (verdict === "unavailable") {
    throw new ApiError(
      503,
      503,
      "The bot check is not available right now. Please try again in a moment.",
    );
  }
  if (!verdict) throw badRequest(FAILED_CHECK_MESSAGE);
  // Kept a little past the token's own lifetime: by then it is refused as expired anyway.
  const firstUse = await protection.usedTokens.claim(token, BOT_TOKEN_LIFETIME_MS + 60_000);
  if (!firstUse) throw badRequest(FAILED_CHECK_MESSAGE);
}
