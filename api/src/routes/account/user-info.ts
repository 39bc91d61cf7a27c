import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { createSession } from "../../auth/sessions.js";
import type { AppDb } from "../../db/database.js";
import type { UserRow } from "../../db/schema/index.js";
import { vipRemainingSeconds } from "../../vip/remaining.js";

/** The profile of SPEC.md §3/§7: what the client reads into its user info. */
export const profileSchema = z
  .object({
    user_id: z.number().int().describe("The account's id."),
    email: z.string().describe('The account email, "" for an anonymous account without one.'),
    is_password_set: z.union([z.literal(0), z.literal(1)]),
    vip: z.object({
      remain_time: z.number().int().min(0).describe("Seconds of VIP left (0: none)."),
    }),
  })
  .meta({ id: "Profile" });

/** Login and signup answer the profile plus the new bearer token. */
export const sessionSchema = profileSchema
  .extend({
    token: z.string().describe("Bearer token for Authorization: Bearer …, valid 30 days."),
  })
  .meta({ id: "SessionStart" });

export async function profileOf(
  db: AppDb,
  user: { id: number; email: string | null; contactEmail: string | null; isPasswordSet: boolean },
  now: Date = new Date(),
): Promise<z.input<typeof profileSchema>> {
  return {
    user_id: user.id,
    email: user.email ?? user.contactEmail ?? "",
    is_password_set: user.isPasswordSet ? 1 : 0,
    vip: { remain_time: await vipRemainingSeconds(db, user.id, now) },
  };
}

/** Starts a session for the request's app and answers the session body. */
export async function startSession(
  request: FastifyRequest,
  user: UserRow,
): Promise<z.input<typeof sessionSchema>> {
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
