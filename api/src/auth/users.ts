import { eq } from "drizzle-orm";
import type { AppDb } from "../db/database.js";
import { type UserRow, users } from "../db/schema/index.js";

export async function findUserByEmail(
  db: AppDb,
  normalizedEmail: string,
): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, normalizedEmail)).limit(1);
  return user;
}

export async function findUserById(db: AppDb, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/**
 * Creates a user. With an email already taken it returns undefined (the
 * unique index decides, so two signups racing for one email cannot both win).
 */
export async function createUser(
  db: AppDb,
  values: {
    email: string | null;
    /** Shown as the email of an account that cannot own it (db/schema/account.ts). */
    contactEmail?: string | null;
    locale: string;
    inviteType: number | null;
    inviteCode: string | null;
  },
): Promise<UserRow | undefined> {
  const [user] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return user;
}

export async function setPasswordHash(
  db: AppDb,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: new Date() })
    .where(eq(users.id, userId));
}
