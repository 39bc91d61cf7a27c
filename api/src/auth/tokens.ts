import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes: 256 bits, unguessable, encoded as 43 base64url characters. */
const TOKEN_BYTES = 32;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** A bearer token lives this long (docs/api.md "Tokens"). */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** A new opaque bearer token. Only its hash is stored (hashToken). */
export function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString("base64url");
}

/**
 * The stored form of a token. A plain SHA-256 is enough: the token is 256
 * random bits, so there is nothing to brute-force (unlike a password).
 */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Whether a string could be a token we issued; anything else is answered without a lookup. */
export function looksLikeToken(value: string): boolean {
  return TOKEN_SHAPE.test(value);
}

/**
 * The token of an `Authorization: Bearer <token>` header: undefined when the
 * header is absent, null when it is present but not a bearer token of the
 * right shape.
 */
export function bearerToken(header: string | undefined): string | null | undefined {
  if (header === undefined || header.trim() === "") return undefined;
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
  const token = match?.[1];
  if (token === undefined || !looksLikeToken(token)) return null;
  return token;
}
