import { isValidEmailInput, isValidPassword } from "@mvpn/contract/validation";

/** A problem with one field, named for its message. */
export type FieldProblem = "missing" | "invalid" | "mismatch";
export type Problems<F extends string> = Partial<Record<F, FieldProblem>>;

/** SPEC.md §5's email rule on what was typed (trimmed, as the api reads it). */
export function emailProblem(value: string): FieldProblem | null {
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

/** /forgetpassword step 2: the code, a new password that meets SPEC.md §5, and the same again. */
export function resetProblems(form: {
  code: string;
  password: string;
  confirm: string;
}): Problems<"code" | "password" | "confirm"> {
  const problems: Problems<"code" | "password" | "confirm"> = {};
  const code = normalizeCode(form.code);
  if (code === "") problems.code = "missing";
  else if (!CODE.test(code)) problems.code = "invalid";
  if (form.password === "") problems.password = "missing";
  else if (!isValidPassword(form.password)) problems.password = "invalid";
  if (!problems.password && form.confirm !== form.password) problems.confirm = "mismatch";
  return problems;
}

/** The first field of `order` with a problem: where focus goes. */
export function firstProblem<F extends string>(
  problems: Problems<F>,
  order: readonly F[],
): F | null {
  return order.find((field) => problems[field] !== undefined) ?? null;
}

/** Seconds before another code may be asked for (the api allows 3 per address in 15 minutes). */
export const RESEND_COOLDOWN_SECONDS = 60;
