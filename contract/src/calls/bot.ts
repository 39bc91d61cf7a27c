import { z } from "zod";
import { ENDPOINTS } from "../constants/calls";
import { defineCall } from "./call";

/** What a client needs before a protected call: an ALTCHA challenge, or the reCAPTCHA site key. */
export const botChallengeSchema = z
  .discriminatedUnion("provider", [
    z.object({
      provider: z.literal("altcha"),
      challenge: z.object({
        algorithm: z.string(),
        challenge: z.string(),
        maxnumber: z.number(),
        salt: z.string(),
        signature: z.string(),
      }),
    }),
    z.object({ provider: z.literal("recaptcha"), site_key: z.string().nullable() }),
  ])
  .meta({
    examples: [
      {
        provider: "altcha",
        challenge: {
          algorithm: "SHA-256",
          challenge: "4f0c9e5b2a7d1c3e8f6a0b9d2c4e7f1a3b5d8c0e2f4a6b9d1c3e5f7a9b0d2c4e",
          maxnumber: 100_000,
          salt: "6e1f0a9c8b7d?expires=1763455200",
          signature: "b2a7d1c3e8f6a0b9d2c4e7f1a3b5d8c04f0c9e5b2a7d1c3e8f6a0b9d2c4e7f1a",
        },
      },
      { provider: "recaptcha", site_key: "6LdT-example-site-key" },
    ],
  });
export type BotChallenge = z.output<typeof botChallengeSchema>;

/** An ALTCHA challenge as the altcha widget expects it (its `challengejson`). */
export type AltchaChallenge = Extract<BotChallenge, { provider: "altcha" }>["challenge"];

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

export const botChallengeCall = defineCall(ENDPOINTS.botChallenge, {
  response: botChallengeSchema,
});
