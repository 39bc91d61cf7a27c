import { isValidEmailInput, isValidPassword } from "@mvpn/contract/validation";

/** A problem with one field, named for its message. */
export type FieldProblem = "missing" | "invalid" | "mismatch";
export type Problems<F extends string> = Partial<Record<F, FieldProblem>>;

/** SPEC.md §5's email rule on what was typed (trimmed, as the api reads it). */
export function emailProblem(value: string): "missing" | "invalid" | null {
  if (value.trim() === "") return "missing";
  return isValidEmailInput(value) ? null : "invalid";
}

/** /login: an email, and a password that is not empty (the rules are for new passwords). */
export function loginProblems(form: {
  email: string;
  password: string;
}): Problems<"email" | "password"> {
  const problems: Problems<"email" | "password"> = {};
  const email = emailProblem(form.email);
  if (email) problems.email = email;
  if (form.password === "") problems.password = "missing";
  return problems;
}

/** The mailed code: six digits (the contract's setPassword body); spaces a person pasted are dropped. */
export function normalizeCode(value: string): string {
  return value.replace(/\s+/g, "");
}

const CODE = /^\d{6}$/;

/** The mailed code after normalizing: present, and six digits. */
export function codeProblem(value: string): "missing" | "invalid" | null {
  const code = normalizeCode(value);
  if (code === "") return "missing";
  return CODE.test(code) ? null : "invalid";
}

/**
 * A new password that meets SPEC.md §5 and the same again: every form that
 * sets one (NewPasswordFields, which words these). Both problems are named; a
 * form may show only the first.
 */
export function newPasswordProblems(form: {
  password: string;
  confirm: string;
}): Problems<"password" | "confirm"> {
  const problems: Problems<"password" | "confirm"> = {};
  if (form.password === "") problems.password = "missing";
  else if (!isValidPassword(form.password)) problems.password = "invalid";
  if (form.confirm !== form.password) problems.confirm = "mismatch";
  return problems;
}

/** Seconds before another code may be asked for (the api allows 3 per address in 15 minutes). */
export const RESEND_COOLDOWN_SECONDS = 60;
