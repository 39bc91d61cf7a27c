import { type AltchaChallenge, altchaPayload } from "@mvpn/contract/validation";
import type { BotProtection } from "./bot-protection";

/** The challenge of GET /api/mms/bot/v1/challenge (docs/api.md "Bot protection"). */
export type { AltchaChallenge };

/**
 * The self-hosted proof of work: fetch a signed challenge, find its number,
 * and send the solution in the altcha widget's payload format (base64 JSON),
 * which the api checks with altcha-lib's verifySolution. The solver is
 * imported on first use so it costs nothing to pages without a protected call.
 */
export function createAltchaProvider(
  fetchChallenge: () => Promise<AltchaChallenge>,
): BotProtection {
  return {
    provider: "altcha",
    async token() {
      const challenge = await fetchChallenge();
      const { solveChallenge } = await import("altcha-lib/v1");
      const solution = await solveChallenge(
        challenge.challenge,
        challenge.salt,
        challenge.algorithm,
        challenge.maxnumber,
      ).promise;
      if (!solution) return "";
      return altchaPayload(challenge, solution);
    },
  };
}
