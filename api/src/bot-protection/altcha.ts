import { createChallenge, verifySolution } from "altcha-lib/v1";
import { BOT_TOKEN_LIFETIME_MS, type BotVerifier } from "./verifier.js";

export interface AltchaOptions {
  hmacKey: string;
  /**
   * The upper bound of the secret number: the expected work is half of it
   * SHA-256 hashes (100,000 → about 0.1–0.5 s in a browser).
   */
  maxNumber: number;
  now?: () => number;
}

// A solution is a base64 JSON object of a few hundred bytes; anything much
// longer is not one, and is refused before any parsing.
const MAX_PAYLOAD_LENGTH = 2048;

/**
 * ALTCHA (altcha-lib, classic "v1" challenge format, which the altcha widget
 * solves): the server signs a challenge with an HMAC key, the browser finds
 * the number whose SHA-256 matches, and verifySolution checks the signature,
 * the hash and the 10-minute expiry embedded in the signed salt. No third
 * party and no network: it works offline and in tests.
 */
export function createAltchaVerifier(options: AltchaOptions): BotVerifier {
  const now = options.now ?? Date.now;
  return {
    provider: "altcha",
    async challenge() {
      const challenge = await createChallenge({
        hmacKey: options.hmacKey,
        maxNumber: options.maxNumber,
        expires: new Date(now() + BOT_TOKEN_LIFETIME_MS),
      });
      return {
        provider: "altcha",
        challenge: {
          algorithm: challenge.algorithm,
          challenge: challenge.challenge,
          maxnumber: challenge.maxnumber ?? options.maxNumber,
          salt: challenge.salt,
          signature: challenge.signature ?? "",
        },
      };
    },
    async verify(token) {
      if (token.length > MAX_PAYLOAD_LENGTH) return false;
      try {
        return await verifySolution(token, options.hmacKey, true);
      } catch {
        // An unknown algorithm name or a payload of the wrong shape.
        return false;
      }
    },
  };
}
