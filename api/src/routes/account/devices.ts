import { deviceListCall, deviceUnbindCall } from "@mvpn/contract";
import { and, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { revokeUserSessions } from "../../auth/sessions.js";
import { devices } from "../../db/schema/index.js";
import { appNameOf, isKnownAppType } from "../../http/app-type.js";
import { badRequest, notFound } from "../../http/envelope.js";
import { fromContract, plainRoute } from "../mount.js";

export const NO_SUCH_DEVICE = "There is no such device on your account.";

/** The user's apps (SPEC.md §7 device/list, device/unbind). */
export async function deviceRoutes(app: FastifyInstance): Promise<void> {
  plainRoute(app, {
    ...fromContract(deviceListCall),
    summary: "The apps signed in to the account",
    auth: "user",
    async handler(request, reply) {
      reply.header("cache-control", "private, no-store");
      const rows = await app.database.db
        .select()
        .from(devices)
        .where(eq(devices.userId, request.user.id))
        .orderBy(desc(devices.lastSeenAt), devices.appType);
      return {
        devices: rows.map((row) => ({
          app_type: row.appType,
          app_name: appNameOf(row.appType),
          os_name: row.osName,
          os_version: row.osVersion,
          last_seen_at: row.lastSeenAt.toISOString(),
          user_id: row.userId,
          current: row.appType === request.appType,
        })),
      };
    },
  });

  plainRoute(app, {
    ...fromContract(deviceUnbindCall),
    summary: "Sign an app out of the account",
    description:
      "Revokes every session of that application type (reason device_unbound: their tokens then answer 401/50012) and removes it from the list. Unbinding the caller's own app signs the caller out.",
    auth: "user",
    async handler(request) {
      const { unbind_app_type: appType, unbind_user_id: userId } = request.body;
      if (!isKnownAppType(appType)) {
        throw badRequest(`Unknown application type: ${appType}`, [
          { path: "unbind_app_type", message: `Unknown application type: ${appType}` },
        ]);
      }
      // Another account's id is answered like a missing device: nothing to learn about other accounts.
      if (userId !== request.user.id) throw notFound(NO_SUCH_DEVICE);
      const db = app.database.db;
      const removed = await db
        .delete(devices)
        .where(and(eq(devices.userId, userId), eq(devices.appType, appType)))
        .returning({ id: devices.id });
      if (removed.length === 0) throw notFound(NO_SUCH_DEVICE);
      const signedOut = await revokeUserSessions(db, userId, "device_unbound", { appType });
      return { signed_out_sessions: signedOut };
    },
  });
}
