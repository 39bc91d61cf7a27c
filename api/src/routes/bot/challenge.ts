import { botChallengeCall } from "@mvpn/contract";
import type { FastifyInstance } from "fastify";
import { fromContract, plainRoute } from "../mount.js";

/**
 * GET /api/mms/bot/v1/challenge: what the client needs before a protected
 * call. With ALTCHA a fresh signed challenge (pass `data.challenge` to the
 * altcha widget as challengejson, send its solution as `recasign`); with
 * reCAPTCHA the site key. Rate limited per IP: challenges are cheap to make
 * but should not be farmed.
 */
export async function botRoutes(app: FastifyInstance): Promise<void> {
  plainRoute(app, {
    ...fromContract(botChallengeCall),
    summary: "A bot-protection challenge for the next protected call",
    tags: ["bot"],
    rateLimits: [{ name: "challengePerIp", key: "ip" }],
    async handler(_request, reply) {
      // Every challenge is single use: never cached.
      reply.header("cache-control", "no-store");
      return app.botProtection.verifier.challenge();
    },
  });
}
