import type { FastifyInstance } from "fastify";
import { plainRoute } from "../mount.js";
import { profileOf, profileSchema } from "./user-info.js";

/** GET account/v1/web/profile (SPEC.md §7): user_id, email, is_password_set, vip.remain_time. */
export async function profileRoute(app: FastifyInstance): Promise<void> {
  plainRoute(app, {
    method: "GET",
    path: "account/v1/web/profile",
    summary: "The signed-in user's profile and VIP time",
    auth: "user",
    schema: { response: profileSchema },
    async handler(request, reply) {
      reply.header("cache-control", "private, no-store");
      return profileOf(app.database.db, request.user);
    },
  });
}
