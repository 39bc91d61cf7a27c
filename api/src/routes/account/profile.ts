import { profileCall } from "@mvpn/contract";
import type { FastifyInstance } from "fastify";
import { fromContract, plainRoute } from "../mount.js";
import { profileOf } from "./user-info.js";

/** GET account/v1/web/profile (SPEC.md §7): user_id, email, is_password_set, vip.remain_time. */
export async function profileRoute(app: FastifyInstance): Promise<void> {
  plainRoute(app, {
    ...fromContract(profileCall),
    summary: "The signed-in user's profile and VIP time",
    auth: "user",
    async handler(request, reply) {
      reply.header("cache-control", "private, no-store");
      return profileOf(app.database.db, request.user);
    },
  });
}
