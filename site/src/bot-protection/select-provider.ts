import type { BotChallenge } from "@mvpn/contract";
import { createAltchaProvider } from "./altcha";
import { type BotProtection, rejectingEmptyTokens } from "./bot-protection";
import { createRecaptchaProvider } from "./recaptcha";

/** GET /api/mms/bot/v1/challenge: the api says which provider it checks with (the contract's answer). */
export type ChallengeAnswer = BotChallenge;

export interface BotProtectionOptions {
  /** VITE_RECAPTCHA_SITE_KEY; without it the api's own challenge decides. */
  recaptchaSiteKey?: string | undefined;
  fetchChallenge: () => Promise<ChallengeAnswer>;
}

/**
 * reCAPTCHA when a site key is configured, ALTCHA otherwise. If the api turns
 * out to check reCAPTCHA (it hands out its site key instead of a challenge),
 * that key is used, so a site built without the key still works.
 */
export function createBotProtection(options: BotProtectionOptions): BotProtection {
  const siteKey = options.recaptchaSiteKey?.trim();
  if (siteKey) return rejectingEmptyTokens(createRecaptchaProvider(siteKey));

  let served: BotProtection | null = null;
  return rejectingEmptyTokens({
    provider: "altcha",
    async token(version, action) {
      if (served) return served.token(version, action);
      const answer = await options.fetchChallenge();
      if (answer.provider === "recaptcha") {
        if (!answer.site_key) return "";
        served = createRecaptchaProvider(answer.site_key);
        return served.token(version, action);
      }
      return createAltchaProvider(async () => answer.challenge).token(version, action);
    },
  });
}
