/**
 * SPEC.md §5: 8 to 20 printable characters (visible ASCII 0x21–0x7E, so no
 * spaces and nothing outside ASCII), with at least one lowercase letter, one
 * uppercase letter and one symbol (a visible character that is neither a
 * letter nor a digit). Same rule as the design system's isValidPassword.
 */
const PRINTABLE_8_TO_20 = /^[\x21-\x7e]{8,20}$/;
const LOWERCASE = /[a-z]/;
const UPPERCASE = /[A-Z]/;
const SYMBOL = /[\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]/;

export function isValidPassword(value: string): boolean {
  return (
    PRINTABLE_8_TO_20.test(value) &&
    LOWERCASE.test(value) &&
    UPPERCASE.test(value) &&
    SYMBOL.test(value)
  );
}

export const PASSWORD_RULE_MESSAGE =
  "The password must be 8 to 20 characters (letters, digits and symbols, no spaces) with at least one lowercase letter, one uppercase letter and one symbol.";
