import { SESSION_CODES } from "@mvpn/contract/constants";
import { and, eq, isNull, lt, ne, sql } from "drizzle-orm";
import type { AppDb } from "../db/database.js";
import {
  devices,
  type RevokeReason,
  type SessionRow,
  sessions,
  users,
} from "../db/schema/index.js";
import { hashToken, newToken, SESSION_LIFETIME_MS } from "./tokens.js";
import { operatingSystemOf } from "./user-agent.js";

/** The signed-in user as routes see it (`request.user`). */
export interface AuthUser {
  id: number;
  email: string | null;
  /** The email shown for an account that does not own it (db/schema/account.ts). */
  contactEmail: string | null;
  isPasswordSet: boolean;
}

/** The session of the request's token as routes see it (`request.session`). */
export interface AuthSession {
  id: string;
  userId: number;
  appType: number;
  expiresAt: Date;
}

export type SessionLookup =
  | { status: "active"; session: AuthSession; user: AuthUser }
  | { status: "unknown" | "revoked" | "expired" };

/** The body code a token that is not active answers with (docs/api.md "Tokens"). */
export function sessionFailureCode(status: "unknown" | "revoked" | "expired"): number {
  if (status === "revoked") return SESSION_CODES.revoked;
  if (status === "expired") return SESSION_CODES.expired;
  return SESSION_CODES.invalid;
}

/**
 * Starts a session for a user signing in with an app: a new token (returned
 * once, never stored) and the device entry of that application type, created
 * or refreshed with the operating system of the User-Agent.
 */
export async function createSession(
  db: AppDb,
  input: { userId: number; appType: number; userAgent: string | undefined; now?: Date },
): Promise<{ token: string; session: SessionRow }> {
  const now = input.now ?? new Date();
  const token = newToken();
  const os = operatingSystemOf(input.userAgent);
  const [session] = await db
    .insert(sessions)
    .values({
      userId: input.userId,
      tokenHash: hashToken(token),
      appType: input.appType,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
    })
    .returning();
  await db
    .insert(devices)
    .values({
      userId: input.userId,
      appType: input.appType,
      osName: os.name,
      osVersion: os.version,
      createdAt: now,
      lastSeenAt: now,
    })
    .onConflictDoUpdate({
      target: [devices.userId, devices.appType],
      set: { osName: os.name, osVersion: os.version, lastSeenAt: now },
    });
  if (session === undefined) throw new Error("insert into sessions returned no row");
  return { token, session };
}

// Every signed-in request runs this query: prepared once per database (a
// named statement: drizzle builds the SQL once, PostgreSQL parses and plans
// it once per connection), and only the columns a request needs (mapping the
// whole row, three timestamps and the hash, tripled its CPU time).
const lookupStatements = new WeakMap<AppDb, ReturnType<typeof prepareLookup>>();

function prepareLookup(db: AppDb) {
  return db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      appType: sessions.appType,
      expiresAt: sessions.expiresAt,
      revoked: sql<boolean>`${sessions.revokedAt} is not null`,
      email: users.email,
      contactEmail: users.contactEmail,
      isPasswordSet: sql<boolean>`${users.passwordHash} is not null`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder("tokenHash")))
    .limit(1)
    .prepare("mvpn_lookup_session");
}

/** Finds the session of a token, in one query with its user. */
export async function lookupSession(
  db: AppDb,
  token: string,
  now: Date = new Date(),
): Promise<SessionLookup> {
  let statement = lookupStatements.get(db);
  if (statement === undefined) {
    statement = prepareLookup(db);
    lookupStatements.set(db, statement);
  }
  const [row] = await statement.execute({ tokenHash: hashToken(token) });
  if (row === undefined) return { status: "unknown" };
  if (row.revoked) return { status: "revoked" };
  if (row.expiresAt.getTime() <= now.getTime()) return { status: "expired" };
  return {
    status: "active",
    session: { id: row.id, userId: row.userId, appType: row.appType, expiresAt: row.expiresAt },
    user: {
      id: row.userId,
      email: row.email,
      contactEmail: row.contactEmail,
      isPasswordSet: row.isPasswordSet,
    },
  };
}

export async function revokeSession(
  db: AppDb,
  sessionId: string,
  reason: RevokeReason,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Revokes a user's active sessions, all of them or those of one application
 * type, optionally sparing one (the caller's own, on a password change).
 * Returns how many were revoked.
 */
export async function revokeUserSessions(
  db: AppDb,
  userId: number,
  reason: RevokeReason,
  options: { exceptSessionId?: string; appType?: number } = {},
): Promise<number> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (options.exceptSessionId !== undefined)
    conditions.push(ne(sessions.id, options.exceptSessionId));
  if (options.appType !== undefined) conditions.push(eq(sessions.appType, options.appType));
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(...conditions))
    .returning({ id: sessions.id });
  return revoked.length;
}

/** How stale "last seen" may get before a request refreshes it: saves a write per request. */
const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

/** Marks the device of a session as seen now, at most once per resolution. */
export async function touchDevice(
  db: AppDb,
  session: Pick<AuthSession, "userId" | "appType">,
  now: Date = new Date(),
): Promise<void> {
  const staleBefore = new Date(now.getTime() - LAST_SEEN_RESOLUTION_MS);
  await db
    .update(devices)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(devices.userId, session.userId),
        eq(devices.appType, session.appType),
        lt(devices.lastSeenAt, staleBefore),
      ),
    );
}

/** Removes sessions that expired long ago (housekeeping; not needed for correctness). */
export async function deleteExpiredSessions(db: AppDb, olderThan: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, olderThan));
}
