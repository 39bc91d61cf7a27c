import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { createUser } from "../../auth/users.js";
import { conflict } from "../../http/envelope.js";
import { chooseLocale } from "../../mail/locale.js";
import { normalizeEmail } from "../../validation/email.js";
import { emailField } from "../../validation/schemas.js";
import { protectedRoute } from "../mount.js";
import { sessionSchema, startSession } from "./user-info.js";

/** SPEC.md §3 "Invite": from=invite becomes invite_type 30001. */
export const INVITE_TYPE = 30001;

const bodySchema = z.object({
  email: emailField().optional(),
  invite_type: z
    .literal(INVITE_TYPE, {
      error: `invite_type must be ${INVITE_TYPE} (an invite link) when given`,
    })
    .optional(),
  invite_code: z.string().trim().max(64).optional(),
  locale: z.string().max(16).optional(),
});

/**
 * POST account/v1/web/anonymous_signup, bot-protected v3 (SPEC.md §7): an
 * account without a password (is_password_set 0), with an email when one is
 * given, signed in at once. The password comes later (set_password).
 */
export async function signupRoute(app: FastifyInstance): Promise<void> {
  protectedRoute(app, {
    version: 3,
    method: "POST",
    path: "account/v1/web/anonymous_signup",
    summary: "Create an account without a password and sign in",
    schema: { body: bodySchema, response: sessionSchema },
    rateLimits: [{ name: "signupPerIp", key: "ip" }],
    async handler(request) {
      const body = request.body;
      const user = await createUser(app.database.db, {
        email: body.email === undefined ? null : normalizeEmail(body.email),
        locale: chooseLocale(body.locale, request.headers["accept-language"]),
        inviteType: body.invite_type ?? null,
        inviteCode:
          body.invite_code === undefined || body.invite_code === "" ? null : body.invite_code,
      });
      if (user === undefined) {
        throw conflict("An account with this email already exists. Log in instead.");
      }
      return startSession(request, user);
    },
  });
}
