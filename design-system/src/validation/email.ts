/**
 * SPEC.md §5: "letters, digits, underscore, hyphen and dots, then @, a domain,
 * and a top-level domain of lowercase letters".
 *
 * The reading taken here (spec-vectors.json, plus choices the rule leaves open):
 * - "letters" are ASCII letters: `jöhn@…` is rejected, and so is an
 *   internationalised domain written in Unicode (`bücher.de`); its punycode
 *   form (`xn--bcher-kva.de`) passes.
 * - The domain is one or more labels of letters, digits and hyphens joined by
 *   single dots; no empty label (`a@.com`, `a@b..com`).
 * - The top-level domain is at least two lowercase letters: every real one is,
 *   and `name@gmail.c` is a typo worth catching.
 * - Nothing is trimmed: a value with spaces around it is invalid, so the caller
 *   decides whether to trim what a user typed.
 */
const EMAIL = /^[A-Za-z0-9_.-]+@(?:[A-Za-z0-9-]+\.)+[a-z]{2,}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value);
}
