/**
 * SPEC.md §5: "8 to 20 printable characters, with at least one lowercase
 * letter, one uppercase letter and one symbol". Printable means visible ASCII
 * (0x21–0x7E): no spaces, no accented or non-Latin letters, no emoji. A symbol
 * is a visible character that is neither a letter nor a digit.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 20;

/** The rules in the order a checklist shows them. */
export const PASSWORD_RULES = ["length", "printable", "lowercase", "uppercase", "symbol"] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

/** Whether each rule of SPEC.md §5 holds for a value. */
export type PasswordChecks = Readonly<Record<PasswordRule, boolean>>;

const ONLY_VISIBLE_ASCII = /^[\x21-\x7E]*$/;
const LOWERCASE = /[a-z]/;
const UPPERCASE = /[A-Z]/;
const SYMBOL = /[\x21-\x2F\x3A-\x40\x5B-\x60\x7B-\x7E]/;

export function passwordChecks(value: string): PasswordChecks {
  // Counted in code points, so an emoji is one character, as a person counts it.
  const length = [...value].length;
  return {
    length: length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH,
    printable: value.length > 0 && ONLY_VISIBLE_ASCII.test(value),
    lowercase: LOWERCASE.test(value),
    uppercase: UPPERCASE.test(value),
    symbol: SYMBOL.test(value),
  };
}

export function isValidPassword(value: string): boolean {
  const checks = passwordChecks(value);
  return PASSWORD_RULES.every((rule) => checks[rule]);
}

/** The lines of a password checklist, as a person reads them. */
export type PasswordChecklistLine = "length" | "lowercase" | "uppercase" | "symbol";

/**
 * The four lines a checklist shows (the design system's PasswordField takes
 * them as its `checklist`): length and "printable" are one line, "8–20
 * characters with no spaces or accented letters", because both are about
 * which characters count.
 */
export function passwordChecklist(
  value: string,
): Array<{ id: PasswordChecklistLine; met: boolean }> {
  const checks = passwordChecks(value);
  return [
    { id: "length", met: checks.length && checks.printable },
    { id: "lowercase", met: checks.lowercase },
    { id: "uppercase", met: checks.uppercase },
    { id: "symbol", met: checks.symbol },
  ];
}

/** What the api answers for a new password the rule refuses (after "<field>: "). */
export const PASSWORD_RULE_MESSAGE =
  "The password must be 8 to 20 characters (letters, digits and symbols, no spaces) with at least one lowercase letter, one uppercase letter and one symbol.";
