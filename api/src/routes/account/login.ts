import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { verifyAgainstDummy, verifyPassword } from "../../auth/passwords.js";
import { findUserByEmail } from "../../auth/users.js";
import { badRequest } from "../../http/envelope.js";
import { normalizeEmail } from "../../validation/email.js";
import { emailField, existingPasswordField } from "../../validation/schemas.js";
import { protectedRoute } from "../mount.js";
import { sessionSchema, startSession } from "./user-info.js";

/** One message for an unknown email and a wrong password: the answer must not tell which. */
export const WRONG_CREDENTIALS = "The email or password is incorrect.";

const bodySchema = z.object({ email: emailField(), password: existingPasswordField() });

/**
 * POST account/v1/web/login, bot-protected v2 (SPEC.md §7). A success starts
 * a session and records the device (app type from X-App-Type, operating
 * system from User-Agent). An unknown email costs the same argon2 time as a
 * wrong password, so neither the answer nor its timing says which it was.
 */
export async function loginRoute(app: FastifyInstance): Promise<void> {
  protectedRoute(app, {
    version: 2,
    method: "POST",
    path: "account/v1/web/login",
    summary: "Sign in with email and password",
    schema: { body: bodySchema, response: sessionSchema },
    rateLimits: [
      { name: "loginPerIp", key: "ip" },
      { name: "loginPerEmail", key: (request) => normalizeEmail(request.body.email) },
    ],
    async handler(request) {
      const { email, password } = request.body;
      const user = await findUserByEmail(app.database.db, normalizeEmail(email));
      const matches =
        user?.passwordHash != null
          ? await verifyPassword(user.passwordHash, password)
          : await verifyAgainstDummy(password);
      if (user === undefined || !matches) throw badRequest(WRONG_CREDENTIALS);
      return startSession(request, user);
    },
  });
}
