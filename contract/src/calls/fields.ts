import { z } from "zod";
import { BOT_TOKEN_FIELD } from "../constants/mounts";
import { EMAIL_RULE_MESSAGE, isValidEmailInput, MAX_EMAIL_LENGTH } from "../validation/email";
import { canonicalIp, isIpAddress } from "../validation/ip";
import { isValidPassword, PASSWORD_RULE_MESSAGE } from "../validation/password";

/** An email field: SPEC.md §5's rule on the trimmed value, with a sentence naming the field when it fails. */
export function emailField(field = "email") {
  return z
    .string()
    .max(MAX_EMAIL_LENGTH)
    .refine(isValidEmailInput, { error: `${field}: ${EMAIL_RULE_MESSAGE}` })
    .transform((value) => value.trim());
}

/** A new password: SPEC.md §5's rule. */
export function newPasswordField(field = "password") {
  // The length cap first: never run the rule (or argon2) on megabytes.
  return z
    .string()
    .max(64)
    .refine(isValidPassword, { error: `${field}: ${PASSWORD_RULE_MESSAGE}` });
}

/** A password being checked (login, old password): any string of sane length; the rule is for new ones. */
export function existingPasswordField() {
  return z.string().min(1).max(128);
}

/** The language of error messages and mails (else Accept-Language). */
export function localeField() {
  return z.string().max(16).optional();
}

/** Clients send ids as numbers or numeric strings; both mean the same. */
export function integerLike(field: string) {
  return z.union([z.number(), z.string().trim().max(12)]).transform((value, context) => {
    const number =
      typeof value === "number" ? value : /^\d+$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(number) || number < 0) {
      context.addIssue({ code: "custom", message: `${field} must be a whole number` });
      return z.NEVER;
    }
    return number;
  });
}

export const IP_RULE_MESSAGE =
  "ip: Enter a valid IPv4 or IPv6 address, like 203.0.113.7 or 2001:db8::1.";

/** An IP address to bind: checked, then spelled one way (lower-case IPv6, IPv4 unwrapped). */
export const ipField = z
  .string()
  .trim()
  .max(64)
  .refine(isIpAddress, { error: IP_RULE_MESSAGE })
  .transform(canonicalIp);

/** The bot-protection token of a protected call (SPEC.md §7), in the body (the query of a GET). */
export const botTokenField = z
  .string()
  .max(8192)
  .optional()
  .describe("The bot-protection token (ALTCHA solution or reCAPTCHA token).");

export { BOT_TOKEN_FIELD };
