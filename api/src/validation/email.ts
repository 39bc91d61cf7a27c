/**
 * SPEC.md §5: "letters, digits, underscore, hyphen and dots, then @, a
 * domain, and a top-level domain of lowercase letters". The same rule as the
 * design system's isValidEmail (the api cannot import the browser package):
 * both are tested against the vectors of shared/vectors/spec-vectors.json
 * (copied to test/fixtures/validation-vectors.json).
 */
const EMAIL = /^[A-Za-z0-9_.-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[a-z]+$/;

/** The longest address SMTP allows (RFC 5321 path limit). */
export const MAX_EMAIL_LENGTH = 254;

export function isValidEmail(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && EMAIL.test(value);
}

/** Emails are compared and stored lower-cased: Jane@Example.com and jane@example.com are one account. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export const EMAIL_RULE_MESSAGE = "Enter a valid email address, like name@example.com.";
