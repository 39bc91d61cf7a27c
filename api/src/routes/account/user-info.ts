import type { Profile, SessionStart } from "@mvpn/contract";
import type { FastifyRequest } from "fastify";
import { createSession } from "../../auth/sessions.js";
import type { AppDb } from "../../db/database.js";
import type { UserRow } from "../../db/schema/index.js";
import { vipRemainingSeconds } from "../../vip/remaining.js";

/** The profile of SPEC.md §3/§7 (the contract's `profileSchema`): what the client reads into its user info. */
export async function profileOf(
  db: AppDb,
  user: { id: number; email: string | null; contactEmail: string | null; isPasswordSet: boolean },
  now: Date = new Date(),
): Promise<Profile> {
  return {
    user_id: user.id,
    email: user.email ?? user.contactEmail ?? "",
    is_password_set: user.isPasswordSet ? 1 : 0,
    vip: { remain_time: await vipRemainingSeconds(db, user.id, now) },
  };
}

/** Starts a session for the request's app and answers the session body (the contract's `sessionSchema`). */
export async function startSession(request: FastifyRequest, user: UserRow): Promise<SessionStart> {
  const db = request.server.database.db;
  const { token } = await createSession(db, {
    userId: user.id,
    appType: request.appType,
    userAgent: request.headers["user-agent"],
  });
  const profile = await profileOf(db, {
    id: user.id,
    email: user.email,
    contactEmail: user.contactEmail,
    isPasswordSet: user.passwordHash !== null,
  });
  return { ...profile, token };
}
