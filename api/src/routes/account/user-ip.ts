import { userIpBindCall, userIpQueryCall, userIpRemoveCall } from "@mvpn/contract";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { users } from "../../db/schema/index.js";
import { fromContract, plainRoute } from "../mount.js";

/**
 * The IP address bound to the account (SPEC.md §7): query (POST with a
 * `_span` timestamp that only defeats caches), bind, remove. The address is
 * checked and spelled one way by the contract's `ipField`.
 */
export async function userIpRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;

  plainRoute(app, {
    ...fromContract(userIpQueryCall),
    summary: "The IP address bound to the account",
    auth: "user",
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
    ...fromContract(userIpBindCall),
    summary: "Bind an IP address to the account",
    auth: "user",
    async handler(request) {
      await db()
        .update(users)
        .set({ boundIp: request.body.ip })
        .where(eq(users.id, request.user.id));
      return { ip: request.body.ip };
    },
  });

  plainRoute(app, {
    ...fromContract(userIpRemoveCall),
    summary: "Remove the bound IP address",
    auth: "user",
    async handler(request) {
      await db().update(users).set({ boundIp: null }).where(eq(users.id, request.user.id));
      return { ip: null };
    },
  });
}
