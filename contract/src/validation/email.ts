/**
 * SPEC.md §5: "letters, digits, underscore, hyphen and dots, then @, a domain,
 * and a top-level domain of lowercase letters". The one rule: the site's forms
 * and the api's schemas both call isValidEmail (issue #11: two copies had
 * drifted apart).
 *
 * The reading taken here (spec vectors, plus __fixtures__/email-choices.json
 * for the choices the rule leaves open):
 * - "letters" are ASCII letters: `jöhn@…` is rejected, and so is an
 *   internationalised domain written in Unicode (`bücher.de`); its punycode
 *   form (`xn--bcher-kva.de`) passes.
 * - The domain is one or more labels of letters, digits and hyphens joined by
 *   single dots; no empty label (`a@.com`, `a@b..com`).
 * - The top-level domain is at least two lowercase letters: every real one is,
 *   and `name@gmail.c` is a typo worth catching.
 * - At most 254 characters, the longest address SMTP carries (RFC 5321).
 * - Nothing is trimmed: a value with spaces around it is invalid, so the caller
 *   decides whether to trim what a user typed (the api trims).
 */
const EMAIL = /^[A-Za-z0-9_.-]+@(?:[A-Za-z0-9-]+\.)+[a-z]{2,}$/;

/** The longest address SMTP allows (RFC 5321 path limit). */
export const MAX_EMAIL_LENGTH = 254;

export function isValidEmail(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && EMAIL.test(value);
}

/**
 * What an email field accepts, here and in the api: the rule, on the value
 * with the spaces around it trimmed (a person pasting "jane@example.com " means
 * the address; the api trims it before storing). Forms validate with this and
 * send `value.trim()`.
 */
export function isValidEmailInput(value: string): boolean {
  return isValidEmail(value.trim());
}

/** Emails are compared and stored lower-cased: Jane@Example.com and jane@example.com are one account. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** What the api answers for an address the rule refuses (after "<field>: "). */
export const EMAIL_RULE_MESSAGE = "Enter a valid email address, like name@example.com.";
