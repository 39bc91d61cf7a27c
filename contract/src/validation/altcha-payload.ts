/**
 * An ALTCHA challenge as the altcha widget expects it (its `challengejson`):
 * the `challenge` of the bot-challenge call's answer (calls/bot.ts checks
 * that answer's shape with zod; this file stays free of zod so the browser's
 * bot-protection code can import it without the schema library).
 */
export interface AltchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/**
 * The altcha widget's payload for a solved challenge, base64 of its JSON: the
 * `recasign` of a bot-protected call (SPEC.md §7), which the api checks with
 * altcha-lib's verifySolution. `number` is what altcha-lib's solveChallenge
 * found; `took` (ms) is the widget's, and optional. The one encoder of the
 * site, the api's tests and the fault tests.
 */
export function altchaPayload(
  challenge: AltchaChallenge,
  solution: { number: number; took?: number },
): string {
  return btoa(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution.number,
      salt: challenge.salt,
      signature: challenge.signature,
      ...(solution.took !== undefined && { took: solution.took }),
    }),
  );
}
