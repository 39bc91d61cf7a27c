import { z } from "zod";
import { EMAIL_RULE_MESSAGE, isValidEmail, MAX_EMAIL_LENGTH } from "./email.js";
import { isValidPassword, PASSWORD_RULE_MESSAGE } from "./password.js";

/** An email field: SPEC.md §5's rule, with a sentence naming the field when it fails. */
export function emailField(field = "email") {
  return z
    .string()
    .max(MAX_EMAIL_LENGTH)
    .refine((value) => isValidEmail(value.trim()), { error: `${field}: ${EMAIL_RULE_MESSAGE}` })
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
