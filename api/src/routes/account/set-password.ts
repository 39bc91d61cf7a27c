import { normalizeEmail, setPasswordCall } from "@mvpn/contract";
import type { FastifyInstance } from "fastify";
import { hashPassword } from "../../auth/passwords.js";
import { revokeUserSessions } from "../../auth/sessions.js";
import { findUserByEmail, setPasswordHash } from "../../auth/users.js";
import { consumeVerificationCode } from "../../auth/verification-codes.js";
import { badRequest, conflict, unauthorized } from "../../http/envelope.js";
import { fromContract, plainRoute } from "../mount.js";
import { refuseCommonPassword } from "./password-policy.js";

export const WRONG_CODE = "The verification code is wrong or has expired. Ask for a new one.";

/**
 * POST account/v1/web/set_password, two ways:
 * - with `{ email, code, password }` from a verification mail (reset or first
 *   password), signed in or not; every session of the account is then
 *   revoked (password_changed) except the caller's own;
 * - signed in, `{ password }`, when the account has none yet
 *   (is_password_set 0), e.g. after an anonymous signup.
 */
export async function setPasswordRoute(app: FastifyInstance): Promise<void> {
  plainRoute(app, {
    ...fromContract(setPasswordCall),
    summary: "Set a password with a mailed code, or the first password when signed in",
    auth: "optional",
    rateLimits: [{ name: "setPasswordPerIp", key: "ip" }],
    async handler(request) {
      const { email, code, password } = request.body;
      const db = app.database.db;
      refuseCommonPassword(request, password, "password", request.body.locale);

      if (code !== undefined || email !== undefined) {
        if (code === undefined)
          throw badRequest("code is required with email", [
            { path: "code", message: "code is required" },
          ]);
        if (email === undefined)
          throw badRequest("email is required with code", [
            { path: "email", message: "email is required" },
          ]);
        const user = await findUserByEmail(db, normalizeEmail(email));
        if (user === undefined || !(await consumeVerificationCode(db, user.id, code))) {
          throw badRequest(WRONG_CODE, [{ path: "code", message: WRONG_CODE }]);
        }
        await setPasswordHash(db, user.id, await hashPassword(password));
        const keep = request.user?.id === user.id ? request.session?.id : undefined;
        await revokeUserSessions(
          db,
          user.id,
          "password_changed",
          keep === undefined ? {} : { exceptSessionId: keep },
        );
        return { user_id: user.id, is_password_set: 1 as const };
      }

      const user = request.user;
      if (user === null)
        throw unauthorized(
          401,
          "Log in to set a password, or use the code from the verification mail.",
        );
      if (user.isPasswordSet)
        throw conflict("This account already has a password. Use change password instead.");
      await setPasswordHash(db, user.id, await hashPassword(password));
      return { user_id: user.id, is_password_set: 1 as const };
    },
  });
}
