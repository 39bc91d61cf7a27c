import { randomBytes } from "node:crypto";
import { type Algorithm, hash, verify } from "@node-rs/argon2";

/**
 * argon2id with the library's defaults (19 MiB memory, 2 passes, 1 lane: the
 * OWASP minimum). @node-rs/argon2 hashes on its own thread pool, so a login
 * does not block the event loop.
 */
// Algorithm is a const enum, which this build cannot read: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm.Argon2id;
const OPTIONS = { algorithm: ARGON2ID };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False for a wrong password and for a stored hash that cannot be read. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of a real password check when there is no user to check
 * against, so a login's duration does not tell whether the email exists.
 * Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString("base64url"));
  await verifyPassword(await dummyHash, password);
  return false;
}
