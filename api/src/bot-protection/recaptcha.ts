import type { BotVerifier } from "./verifier.js";

export const RECAPTCHA_VERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";

export interface RecaptchaOptions {
  secret: string;
  /** The public site key, handed to the client by the challenge endpoint. */
  siteKey: string | null;
  /** v3 only: the lowest score that counts as a person (Google suggests 0.5). */
  minScore: number;
  /** Injected in tests (this machine cannot reach Google). */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

interface SiteVerifyAnswer {
  success?: boolean;
  score?: number;
}

/**
 * Google reCAPTCHA: v2 (checkbox, signature version 2: login) answers
 * success alone; v3 (invisible, version 3: signup and create_subscription)
 * adds a score, which must reach `minScore`.
 */
export function createRecaptchaVerifier(options: RecaptchaOptions): BotVerifier {
  const fetchFn = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 5_000;
  return {
    provider: "recaptcha",
    async challenge() {
      return { provider: "recaptcha", site_key: options.siteKey };
    },
    async verify(token, context) {
      let answer: SiteVerifyAnswer;
      try {
        const response = await fetchFn(RECAPTCHA_VERIFY_URL, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({
            secret: options.secret,
            response: token,
            remoteip: context.ip,
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) return "unavailable";
        answer = (await response.json()) as SiteVerifyAnswer;
      } catch {
        return "unavailable";
      }
      if (answer.success !== true) return false;
      if (context.version === 3) {
        return typeof answer.score === "number" && answer.score >= options.minScore;
      }
      return true;
    },
  };
}
