import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { plainRoute } from "../mount.js";

const challengeSchema = z.discriminatedUnion("provider", [
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
]);

/**
 * GET /api/mms/bot/v1/challenge: what the client needs before a protected
 * call. With ALTCHA a fresh signed challenge (pass `data.challenge` to the
 * altcha widget as challengejson, send its solution as `recasign`); with
 * reCAPTCHA the site key. Rate limited per IP: challenges are cheap to make
 * but should not be farmed.
 */
export async function botRoutes(app: FastifyInstance): Promise<void> {
  plainRoute(app, {
    method: "GET",
    path: "bot/v1/challenge",
    summary: "A bot-protection challenge for the next protected call",
    tags: ["bot"],
    schema: { response: challengeSchema },
    rateLimits: [{ name: "challengePerIp", key: "ip" }],
    async handler(_request, reply) {
      // Every challenge is single use: never cached.
      reply.header("cache-control", "no-store");
      return app.botProtection.verifier.challenge();
    },
  });
}
