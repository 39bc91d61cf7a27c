import { logoutCall } from "@mvpn/contract";
import type { FastifyInstance } from "fastify";
import { revokeSession } from "../../auth/sessions.js";
import { fromContract, plainRoute } from "../mount.js";

/** POST account/v1/web/logout: revokes the caller's token (it then answers 401/50012). */
export async function logoutRoute(app: FastifyInstance): Promise<void> {
  plainRoute(app, {
    ...fromContract(logoutCall),
    summary: "Sign out: revoke this token",
    auth: "user",
    async handler(request) {
      if (request.session !== null)
        await revokeSession(app.database.db, request.session.id, "logout");
      return null;
    },
  });
}
