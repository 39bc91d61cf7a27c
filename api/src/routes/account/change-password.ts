import { changePasswordCall } from "@mvpn/contract";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { hashPassword, verifyPassword } from "../../auth/passwords.js";
import { revokeUserSessions } from "../../auth/sessions.js";
import { setPasswordHash } from "../../auth/users.js";
import { users } from "../../db/schema/index.js";
import { badRequest, conflict } from "../../http/envelope.js";
import { fromContract, plainRoute } from "../mount.js";
import { refuseCommonPassword } from "./password-policy.js";

export const WRONG_OLD_PASSWORD = "The current password is incorrect.";

/**
 * POST account/v1/web/change_password: needs the current password. Every
 * OTHER session of the user is revoked (password_changed → their tokens
 * answer 401/50012); the caller's stays signed in.
 */
export async function changePasswordRoute(app: FastifyInstance): Promise<void> {
  plainRoute(app, {
    ...fromContract(changePasswordCall),
    summary: "Change the password; signs out every other session",
    auth: "user",
    rateLimits: [{ name: "passwordChangePerUser", key: (request) => String(request.user.id) }],
    async handler(request) {
      refuseCommonPassword(request, request.body.new_password, "new_password", request.body.locale);
      const db = app.database.db;
      const [row] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, request.user.id));
      if (row?.passwordHash == null)
        throw conflict("This account has no password yet. Use set password instead.");
      if (!(await verifyPassword(row.passwordHash, request.body.old_password))) {
        throw badRequest(WRONG_OLD_PASSWORD, [
          { path: "old_password", message: WRONG_OLD_PASSWORD },
        ]);
      }
      await setPasswordHash(db, request.user.id, await hashPassword(request.body.new_password));
      const signedOut = await revokeUserSessions(db, request.user.id, "password_changed", {
        ...(request.session && { exceptSessionId: request.session.id }),
      });
      return { signed_out_sessions: signedOut };
    },
  });
}
