import type { SignatureVersion } from "@mvpn/contract/constants";
import { EMPTY_TOKEN_MESSAGE } from "@mvpn/contract/validation";

/** SPEC.md §7: login signs with version 2; anonymous signup and create_subscription with version 3. */
export type { SignatureVersion };

/** SPEC.md §5 and §8: the message of a rejected empty token (the contract's; the api answers it too). */
export { EMPTY_TOKEN_MESSAGE };

/**
 * One interface for every provider (docs/adrs: reCAPTCHA in production, the
 * self-hosted ALTCHA proof of work otherwise): a fresh single-use token for the
 * next protected call, sent as `recasign`.
 */
export interface BotProtection {
  readonly provider: "recaptcha" | "altcha";
  /** `action` names the call for reCAPTCHA v3 scores (e.g. "login"). */
  token(version: SignatureVersion, action: string): Promise<string>;
}

export class EmptyBotTokenError extends Error {
  override name = "EmptyBotTokenError";
  constructor() {
    super(EMPTY_TOKEN_MESSAGE);
  }
}

/** Wraps a provider so that an empty token rejects instead of reaching the api. */
export function rejectingEmptyTokens(protection: BotProtection): BotProtection {
  return {
    provider: protection.provider,
    async token(version, action) {
      const token = await protection.token(version, action);
      if (typeof token !== "string" || token.trim() === "") throw new EmptyBotTokenError();
      return token;
    },
  };
}
