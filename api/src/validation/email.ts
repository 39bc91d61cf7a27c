/**
 * SPEC.md §5: "letters, digits, underscore, hyphen and dots, then @, a
 * domain, and a top-level domain of lowercase letters", read as the design
 * system's isValidEmail reads it (a top-level domain of at least two letters:
 * `name@gmail.c` is a typo). Until one contract package holds the rule
 * (issue #11), both tests run the spec vectors and the same file of readings,
 * design-system/src/validation/__fixtures__/email-choices.json.
 */
const EMAIL = /^[A-Za-z0-9_.-]+@(?:[A-Za-z0-9-]+\.)+[a-z]{2,}$/;

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
