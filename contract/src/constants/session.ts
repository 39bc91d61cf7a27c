/**
 * Body codes with a meaning of their own (SPEC.md §4, §8 and §9 "Session-expiry
 * codes"): the client asks "You have been logged out…" on these.
 */
export const SESSION_CODES = {
  /** The token is unknown, malformed or was never issued. */
  invalid: 50008,
  /** The token was revoked: logout, password change or device unbind. */
  revoked: 50012,
  /** The token is past its expiry. */
  expired: 50014,
} as const;

export type SessionCode = (typeof SESSION_CODES)[keyof typeof SESSION_CODES];

/** SPEC.md §9 "Session-expiry codes: 50008, 50012, 50014". */
export const SESSION_EXPIRY_CODES: readonly SessionCode[] = [
  SESSION_CODES.invalid,
  SESSION_CODES.revoked,
  SESSION_CODES.expired,
];
