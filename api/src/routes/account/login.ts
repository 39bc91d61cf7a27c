import { setTimeout as sleep } from "node:timers/promises";
import { loginCall, normalizeEmail } from "@mvpn/contract";
import type { FastifyInstance } from "fastify";
import { loginDelayMs } from "../../auth/login-slowdown.js";
import { verifyAgainstDummy, verifyPassword } from "../../auth/passwords.js";
import { findUserByEmail } from "../../auth/users.js";
import { badRequest } from "../../http/envelope.js";
import { fromProtectedContract, protectedRoute } from "../mount.js";
import { startSession } from "./user-info.js";

/** One message for an unknown email and a wrong password: the answer must not tell which. */
export const WRONG_CREDENTIALS = "The email or password is incorrect.";

/**
 * POST account/v1/web/login, bot-protected v2 (SPEC.md §7). A success starts
 * a session and records the device (app type from X-App-Type, operating
 * system from User-Agent). An unknown email costs the same argon2 time as a
 * wrong password, so neither the answer nor its timing says which it was.
 *
 * Guessing is bounded per IP and per (IP, email), both refused with 429. An
 * email that keeps failing from anywhere is slowed down, never locked: the
 * owner signing in from elsewhere still gets in (auth/login-slowdown.ts).
 * The slow-down is keyed on the email as typed, known or not, so it tells
 * nothing about which emails have accounts.
 */
export async function loginRoute(app: FastifyInstance): Promise<void> {
  protectedRoute(app, {
    ...fromProtectedContract(loginCall),
    summary: "Sign in with email and password",
    rateLimits: [
      { name: "loginPerIp", key: "ip" },
      {
        name: "loginPerIpAndEmail",
        key: (request) => `${request.ip}|${normalizeEmail(request.body.email)}`,
      },
    ],
    async handler(request) {
      const email = normalizeEmail(request.body.email);
      const limiter = app.rateLimiter;
      const failures = await limiter.count("loginFailuresPerEmail", email);
      const delay = loginDelayMs(
        failures,
        limiter.rules.loginFailuresPerEmail.limit,
        app.loginSlowdown,
      );
      if (delay > 0) await sleep(delay);

      const user = await findUserByEmail(app.database.db, email);
      const { password } = request.body;
      const matches =
        user?.passwordHash != null
          ? await verifyPassword(user.passwordHash, password)
          : await verifyAgainstDummy(password);
      if (user === undefined || !matches) {
        await limiter.record("loginFailuresPerEmail", email);
        throw badRequest(WRONG_CREDENTIALS);
      }
      return startSession(request, user);
    },
  });
}
