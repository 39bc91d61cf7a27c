import type { BotChallenge } from "@mvpn/contract";
import type { SignatureVersion } from "@mvpn/contract/constants";

/** The signature versions of SPEC.md §7: /ws/mm/reca/r2/ (login) and /r3/ (signup, create_subscription). */
export type { SignatureVersion };

export interface BotCheckContext {
  /** The caller's address (reCAPTCHA takes it as a hint). */
  ip: string;
  version: SignatureVersion;
}

/**
 * Decides whether a bot-protection token (the `recasign` of a request) proves
 * a person. One interface, two providers (ARCHITECTURE.md): ALTCHA, a
 * self-hosted proof of work that works offline (the default), and Google
 * reCAPTCHA when RECAPTCHA_SECRET is set.
 */
export interface BotVerifier {
  readonly provider: "altcha" | "recaptcha";
  /**
   * True when the token is valid now. "unavailable" when the provider could
   * not be asked (network): the caller answers 503, not "bot check failed".
   */
  verify(token: string, context: BotCheckContext): Promise<boolean | "unavailable">;
  /** What the client needs to produce a token (ALTCHA: a challenge to solve). */
  challenge(): Promise<BotChallenge>;
}

/** What GET …/bot/v1/challenge answers, and an ALTCHA challenge: the contract's. */
export type { AltchaChallenge, BotChallenge } from "@mvpn/contract";

/** How long a challenge may be solved and used (10 minutes). */
export const BOT_TOKEN_LIFETIME_MS = 10 * 60 * 1000;
