import type { FastifyReply, FastifyRequest } from "fastify";
import { unauthorized } from "../http/envelope.js";
import {
  type AuthSession,
  type AuthUser,
  lookupSession,
  sessionFailureCode,
  touchDevice,
} from "./sessions.js";
import { bearerToken } from "./tokens.js";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user on routes with auth "user" (always set) or "optional" (null when anonymous). */
    user: AuthUser | null;
    /** The session of the bearer token, alongside `user`. */
    session: AuthSession | null;
  }
}

export type AuthMode = "user" | "optional" | "none";

/**
 * onRequest hook for a route's auth mode (docs/api.md "Auth and tokens"):
 *
 * - "user": no Authorization header → 401/401; a malformed or unknown token →
 *   401/50008; revoked → 401/50012; expired → 401/50014.
 * - "optional": a valid token signs the request in; no token, or one that no
 *   longer works, leaves it anonymous (an anonymous call should not fail
 *   because of a stale cookie).
 */
export function authenticate(mode: Exclude<AuthMode, "none">) {
  return async function authenticateRequest(
    request: FastifyRequest,
    _reply: FastifyReply,
  ): Promise<void> {
    const token = bearerToken(request.headers.authorization);
    if (token === undefined) {
      if (mode === "user") throw unauthorized(401);
      return;
    }
    if (token === null) {
      if (mode === "user") throw unauthorized(sessionFailureCode("unknown"));
      return;
    }
    const db = request.server.database.db;
    const found = await lookupSession(db, token);
    if (found.status !== "active") {
      if (mode === "user") throw unauthorized(sessionFailureCode(found.status));
      return;
    }
    request.user = found.user;
    request.session = found.session;
    noteDeviceSeen(request, found.session);
  };
}

// Sessions whose device was marked seen lately, so most requests skip that
// write. Bounded: cleared when it grows past the limit (a miss only costs a
// harmless extra update).
const recentlyTouched = new Map<string, number>();
const TOUCH_EVERY_MS = 5 * 60 * 1000;
const MAX_REMEMBERED = 10_000;

function noteDeviceSeen(request: FastifyRequest, session: AuthSession): void {
  const now = Date.now();
  const last = recentlyTouched.get(session.id);
  if (last !== undefined && now - last < TOUCH_EVERY_MS) return;
  if (recentlyTouched.size >= MAX_REMEMBERED) recentlyTouched.clear();
  recentlyTouched.set(session.id, now);
  // Not awaited: "last seen" is bookkeeping and must not slow the request.
  touchDevice(request.server.database.db, session, new Date(now)).catch((error: unknown) => {
    request.log.warn({ err: error }, "could not update the device's last seen time");
  });
}
