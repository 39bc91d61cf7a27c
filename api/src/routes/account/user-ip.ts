import { isIP } from "node:net";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { users } from "../../db/schema/index.js";
import { unmapIpv4 } from "../../geo/lookup.js";
import { plainRoute } from "../mount.js";

const boundIpSchema = z.object({
  ip: z.string().nullable().describe("The bound IP address, or null."),
});

export const IP_RULE_MESSAGE =
  "ip: Enter a valid IPv4 or IPv6 address, like 203.0.113.7 or 2001:db8::1.";

const ipField = z
  .string()
  .trim()
  .max(64)
  .refine((value) => isIP(value) !== 0, { error: IP_RULE_MESSAGE })
  // One spelling per address: lower-case IPv6, IPv4 out of its IPv6 wrapping.
  .transform((value) => unmapIpv4(value.toLowerCase()));

/**
 * The IP address bound to the account (SPEC.md §7): query (POST with a
 * `_span` timestamp that only defeats caches), bind, remove.
 */
export async function userIpRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;

  plainRoute(app, {
    method: "POST",
    path: "account/v1/web/user_ip/query",
    summary: "The IP address bound to the account",
    auth: "user",
    schema: {
      body: z
        .object({
          _span: z
            .union([z.number(), z.string().max(32)])
            .optional()
            .describe("A timestamp; ignored."),
        })
        .nullish(),
      response: boundIpSchema,
    },
    async handler(request, reply) {
      reply.header("cache-control", "private, no-store");
      const [row] = await db()
        .select({ ip: users.boundIp })
        .from(users)
        .where(eq(users.id, request.user.id));
      return { ip: row?.ip ?? null };
    },
  });

  plainRoute(app, {
    method: "POST",
    path: "account/v1/web/user_ip/bind",
    summary: "Bind an IP address to the account",
    auth: "user",
    schema: { body: z.object({ ip: ipField }), response: boundIpSchema },
    async handler(request) {
      await db()
        .update(users)
        .set({ boundIp: request.body.ip })
        .where(eq(users.id, request.user.id));
      return { ip: request.body.ip };
    },
  });

  plainRoute(app, {
    method: "POST",
    path: "account/v1/web/user_ip/remove",
    summary: "Remove the bound IP address",
    auth: "user",
    schema: { response: boundIpSchema },
    async handler(request) {
      await db().update(users).set({ boundIp: null }).where(eq(users.id, request.user.id));
      return { ip: null };
    },
  });
}
