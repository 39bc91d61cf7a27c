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

// The widget's challenge type and payload encoder live with the zod-free
// validators, so the browser imports them without zod; the schema above
// describes the same shape on the wire.
export { type AltchaChallenge, altchaPayload } from "../validation/altcha-payload";

export const botChallengeCall = defineCall(ENDPOINTS.botChallenge, {
  response: botChallengeSchema,
});
