import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { AppDb } from "../db/database.js";
import { type VerificationType, verificationCodes } from "../db/schema/index.js";

/** A code (and its link) works this long. */
export const CODE_LIFETIME_MINUTES = 30;
/** Wrong guesses a code survives; then it is dead and a new one must be asked for. */
export const MAX_CODE_ATTEMPTS = 5;

function hashCode(code: string): string {
  return createHash("sha256").update(code).digest("hex");
}

/**
 * A new 6-digit code for a user, replacing any earlier unused one (only the
 * latest mail works). Only its hash is stored.
 */
export async function issueVerificationCode(
  db: AppDb,
  userId: number,
  type: VerificationType,
  now: Date = new Date(),
): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(eq(verificationCodes.userId, userId), isNull(verificationCodes.usedAt)));
  await db.insert(verificationCodes).values({
    userId,
    type,
    codeHash: hashCode(code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_LIFETIME_MINUTES * 60 * 1000),
  });
  return code;
}

/**
 * Spends the user's current code if `code` matches it. A wrong guess counts
 * against the code; the fifth kills it. Returns whether the code was right
 * (and is now used: a second use fails).
 */
export async function consumeVerificationCode(
  db: AppDb,
  userId: number,
  code: string,
  now: Date = new Date(),
): Promise<boolean> {
  const [current] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, userId),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (current === undefined) return false;

  const expected = Buffer.from(current.codeHash, "hex");
  const given = Buffer.from(hashCode(code), "hex");
  if (!timingSafeEqual(expected, given)) {
    await db
      .update(verificationCodes)
      .set({
        attempts: sql`${verificationCodes.attempts} + 1`,
        usedAt: current.attempts + 1 >= MAX_CODE_ATTEMPTS ? now : null,
      })
      .where(eq(verificationCodes.id, current.id));
    return false;
  }
  // Conditional, so two requests racing with the same code cannot both win.
  const spent = await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(eq(verificationCodes.id, current.id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  return spent.length === 1;
}
